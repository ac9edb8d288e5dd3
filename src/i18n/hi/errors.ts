// API त्रुटियाँ हिन्दी में: the API's error messages in Hindi (docs/product.md D25), answered
// when a request's Accept-Language prefers Hindi (src/server/accept-language.ts). The English
// texts are the keys, word for word as the API answers them (many are the specification's);
// messages that carry values (an amount, a date, a limit, a path) are matched by `patterns`,
// their values carried over. A message missing here is answered in English.
// tests/unit/error-words.test.ts reads the source for every message and holds this file to it.

/** English message -> Hindi. */
export const MESSAGES: Readonly<Record<string, string>> = {
  // The frame of every answer (src/server/app.ts, error-handler.ts, errors.ts, validate.ts).
  "The service is temporarily unavailable. Please try again shortly.":
    "सेवा अभी उपलब्ध नहीं है। कृपया थोड़ी देर में फिर कोशिश करें।",
  "Something went wrong on our side. Please try again.": "हमारी ओर से कुछ गड़बड़ हो गई। कृपया फिर कोशिश करें।",
  "Please log in to continue.": "आगे बढ़ने के लिए कृपया लॉग इन करें।",
  "You do not have access to this.": "आपको इसकी अनुमति नहीं है।",
  "Not found.": "नहीं मिला।",
  "Bad request.": "अनुरोध सही नहीं है।",
  "Invalid request.": "अनुरोध सही नहीं है।",
  "Malformed JSON in request body": "अनुरोध का JSON सही नहीं है।",
  "The request contains a character that is not allowed.": "अनुरोध में एक ऐसा अक्षर है जिसकी अनुमति नहीं है।",
  "This text has a broken character in it (not valid Unicode). Please type it again.":
    "इस टेक्स्ट में एक टूटा हुआ अक्षर है (मान्य Unicode नहीं)। कृपया इसे फिर से टाइप करें।",
  "The request body is not valid UTF-8 text.": "अनुरोध का मुख्य भाग मान्य UTF-8 टेक्स्ट नहीं है।",
  "The address has a %-escape that is not valid UTF-8.": "पते में एक %-एस्केप है जो मान्य UTF-8 नहीं है।",
  "Send the request body as JSON (Content-Type: application/json).":
    "कृपया अनुरोध का मुख्य भाग JSON में भेजें (Content-Type: application/json)।",
  "Database unavailable": "डेटाबेस उपलब्ध नहीं है",

  // Sessions and accounts.
  "Your session is not valid. Please log in again.": "आपका सत्र मान्य नहीं है। कृपया फिर से लॉग इन करें।",
  "Your session has expired. Please log in again.": "आपका सत्र समाप्त हो गया है। कृपया फिर से लॉग इन करें।",
  "Your session has ended. Please log in again.": "आपका सत्र समाप्त हो गया है। कृपया फिर से लॉग इन करें।",
  "Only administrators can do this.": "यह केवल एडमिन कर सकते हैं।",
  // Staff and the second factor (decision 0041).
  "Only staff can do this.": "यह केवल स्टाफ़ कर सकता है।",
  "Your role does not allow this.": "आपकी भूमिका में इसकी अनुमति नहीं है।",
  "Set up your second factor (an authenticator app) before using the admin panel.":
    "एडमिन पैनल इस्तेमाल करने से पहले अपना दूसरा सत्यापन (ऑथेंटिकेटर ऐप) सेट करें।",
  "Enter the code from your authenticator app to use the admin panel.":
    "एडमिन पैनल इस्तेमाल करने के लिए अपने ऑथेंटिकेटर ऐप का कोड डालें।",
  "Please enter the 6-digit code from your authenticator app, or a recovery code.":
    "कृपया अपने ऑथेंटिकेटर ऐप का 6 अंकों का कोड या कोई रिकवरी कोड डालें।",
  "That code is not right. Please try again.": "यह कोड सही नहीं है। कृपया फिर से कोशिश करें।",
  "Your second factor is already set up.": "आपका दूसरा सत्यापन पहले से सेट है।",
  "Start the set-up first.": "पहले सेट-अप शुरू करें।",
  "Please choose a role: owner, sales or accounts.": "कृपया एक भूमिका चुनें: owner, sales या accounts।",
  "Please enter the e-mail address of an account.": "कृपया किसी खाते का ईमेल पता डालें।",
  "No account has this e-mail address. Ask the person to sign up first.":
    "इस ईमेल पते का कोई खाता नहीं है। उनसे पहले साइन अप करने को कहें।",
  "This account has not confirmed its e-mail address yet. Ask the person to follow the link in their sign-up e-mail, then add them again.":
    "इस खाते के ईमेल पते की पुष्टि अभी नहीं हुई है। उनसे साइन-अप ईमेल का लिंक खोलने को कहें, फिर उन्हें दोबारा जोड़ें।",
  "This account is already on the staff.": "यह खाता पहले से स्टाफ़ में है।",
  "Unknown staff member.": "यह स्टाफ़ सदस्य नहीं मिला।",
  "You cannot change your own role or remove yourself.": "आप अपनी भूमिका नहीं बदल सकते और ख़ुद को हटा नहीं सकते।",
  "No second factor is set up: there is nothing to reset.": "कोई दूसरा सत्यापन सेट नहीं है: रीसेट करने को कुछ नहीं है।",
  "Their second factor is reset: they set it up again at their next sign-in.":
    "उनका दूसरा सत्यापन रीसेट हो गया है: अगली बार साइन इन करते समय वे इसे फिर से सेट करेंगे।",
  "They are no longer on the staff.": "वे अब स्टाफ़ में नहीं हैं।",
  "Invalid refresh token.": "रिफ़्रेश टोकन मान्य नहीं है।",
  "An account with this email already exists.": "इस ईमेल से एक खाता पहले से बना हुआ है।",
  "Invalid email or password.": "ईमेल या पासवर्ड सही नहीं है।",
  "Unknown user.": "यह उपयोगकर्ता नहीं मिला।",
  "Choose a language: en or hi.": "भाषा चुनें: en (English) या hi (हिन्दी)।",
  // How the member lets us write to them (src/schemas/consent.ts).
  "Say where the choice was made: the page's path (at most 200 characters).":
    "बताएँ कि यह पसंद कहाँ चुनी गई: पेज का पाथ (अधिकतम 200 अक्षर)।",
  "Choose a channel: whatsapp or email.": "चैनल चुनें: whatsapp या email।",
  "Choose a purpose: updates or offers.": "उद्देश्य चुनें: updates या offers।",
  "Say whether the choice is given: true or false.": "बताएँ कि सहमति दी गई है या नहीं: true या false।",
  "Turn on WhatsApp updates first: news about your bookings needs one channel.":
    "पहले WhatsApp पर अपडेट चालू करें: आपकी बुकिंग की खबर के लिए एक चैनल ज़रूरी है।",
  "WhatsApp messages need a 10-digit mobile number on your account.":
    "WhatsApp संदेशों के लिए आपके खाते में 10 अंकों का मोबाइल नंबर होना ज़रूरी है।",
  "WhatsApp messages to this number were stopped, by a STOP sent from it or by another account with it. To get them again, send START to our WhatsApp from this number, then turn them on here.":
    "इस नंबर पर WhatsApp संदेश रोके गए हैं: इस नंबर से भेजे गए STOP से, या इसी नंबर वाले किसी दूसरे खाते से। इन्हें फिर से पाने के लिए इस नंबर से हमारे WhatsApp पर START भेजें, फिर यहाँ चालू करें।",
  "This reset link is invalid or has expired. Please request a new one.":
    "यह रीसेट लिंक मान्य नहीं है या इसकी समय-सीमा बीत चुकी है। कृपया नया लिंक मँगाएँ।",
  "Please fill out all required fields.": "कृपया सभी ज़रूरी जानकारी भरें।",
  "Invalid email address": "ईमेल पता सही नहीं है",
  "Invalid phone number": "फ़ोन नंबर सही नहीं है",
  "A name cannot contain a web address or a link.": "नाम में कोई वेब पता या लिंक नहीं हो सकता।",
  "This confirmation link is invalid or has expired. Please ask for a new one from your dashboard.":
    "यह पुष्टि लिंक मान्य नहीं है या इसकी समय-सीमा बीत चुकी है। कृपया अपने डैशबोर्ड से नया लिंक मँगाएँ।",
  "Your email address is already confirmed.": "आपके ईमेल पते की पुष्टि पहले ही हो चुकी है।",
  "Thank you: your email address is confirmed.": "धन्यवाद: आपके ईमेल पते की पुष्टि हो गई है।",
  // A member's answers of success, in Hindi when the request asks for it (src/server/accept-language.ts).
  "If an account exists for this email, you will receive a password reset link shortly.":
    "अगर इस ईमेल से कोई खाता है, तो आपको जल्द ही पासवर्ड बदलने का लिंक मिलेगा।",
  "Your password has been updated. Please log in with your new password.":
    "आपका पासवर्ड बदल दिया गया है। कृपया नए पासवर्ड से लॉग इन करें।",
  "You are logged out.": "आप लॉग आउट हो गए हैं।",
  "Your inquiry has been sent successfully.": "आपका संदेश हमें मिल गया है।",
  "Form submitted successfully!": "आपकी पूछताछ हमें मिल गई है!",
  "Your cancellation is received. We will refund what the policy gives back.":
    "आपका रद्दीकरण हमें मिल गया है। नीति के अनुसार जो राशि लौटती है, वह हम लौटा देंगे।",
  "Thank you. If we can write to this address, a link is on its way to it: open it within 24 hours to see or erase what we hold under it.":
    "धन्यवाद। अगर हम इस पते पर लिख सकते हैं, तो उस पर एक लिंक भेजा जा रहा है: इस पते से जुड़ी जानकारी देखने या मिटाने के लिए इसे 24 घंटे के भीतर खोलें।",
  "The invoice e-mail is on its way.": "इनवॉइस का ईमेल भेजा जा रहा है।",
  "We have sent you a link to confirm your email address.": "हमने आपको ईमेल पते की पुष्टि के लिए एक लिंक भेजा है।",
  "Enter your current password.": "अपना मौजूदा पासवर्ड लिखें।",
  "That password is not right. Your password was not changed.":
    "यह पासवर्ड सही नहीं है। आपका पासवर्ड नहीं बदला गया।",
  "Your password has been changed. Your other devices are signed out.":
    "आपका पासवर्ड बदल दिया गया है। आपके दूसरे डिवाइस से साइन आउट कर दिया गया है।",
  "That device is signed out.": "उस डिवाइस से साइन आउट कर दिया गया है।",
  "Unknown session.": "यह सत्र नहीं मिला।",
  "Please enter a valid email.": "कृपया सही ईमेल डालें।",
  "Please enter a valid 10-digit phone number.": "कृपया 10 अंकों का सही फ़ोन नंबर डालें।",

  // A person's data: the summary, correction and erasure (src/schemas/privacy.ts).
  "Send the name, the phone number or both.": "नाम, फ़ोन नंबर या दोनों भेजें।",
  "Type your password to confirm.": "पुष्टि के लिए अपना पासवर्ड लिखें।",
  "That password is not right. Your account was not erased.":
    "यह पासवर्ड सही नहीं है। आपका खाता नहीं मिटाया गया।",
  "A staff account is not erased from the dashboard: the owner of the business closes it.":
    "स्टाफ़ का खाता डैशबोर्ड से नहीं मिटाया जाता: उसे व्यवसाय के मालिक बंद करते हैं।",
  "A payment you started is not settled yet. Please finish it, or wait: a payment left unfinished is given up 7 days after it was started. Then try again.":
    "आपका शुरू किया एक भुगतान अभी पूरा नहीं हुआ है। कृपया उसे पूरा करें, या प्रतीक्षा करें: अधूरा छोड़ा गया भुगतान शुरू होने के 7 दिन बाद रद्द मान लिया जाता है। फिर दोबारा कोशिश करें।",
  "A booking you cancelled still has a refund on its way to you. Your account can be erased once the refund is paid; write to us if it is late.":
    "आपकी रद्द की गई एक बुकिंग का रिफ़ंड अभी आप तक पहुँचना बाकी है। रिफ़ंड मिल जाने के बाद आपका खाता मिटाया जा सकता है; देर हो तो हमें लिखें।",
  "You have a booking with money paid that is still open. Cancel it on your dashboard first, or wait until the service has taken place and is paid in full; write to us if you need help.":
    "आपकी एक बुकिंग, जिसका भुगतान हो चुका है, अभी खुली है। पहले उसे अपने डैशबोर्ड पर रद्द करें, या सेवा पूरी होने और पूरा भुगतान होने तक प्रतीक्षा करें; मदद चाहिए तो हमें लिखें।",
  "This link is not valid any more (it was used, or 24 hours have passed). Please ask for a new one.":
    "यह लिंक अब मान्य नहीं है (इसका उपयोग हो चुका है, या 24 घंटे बीत चुके हैं)। कृपया नया लिंक मँगाएँ।",
  "This address belongs to an account: sign in and use Your data on your dashboard to see or erase it.":
    'यह पता एक खाते का है: लॉग इन करें और उसे देखने या मिटाने के लिए अपने डैशबोर्ड पर "आपका डेटा" खोलें।',

  // The bot check and rate limits.
  "Please complete the reCAPTCHA challenge.": "कृपया reCAPTCHA जाँच पूरी करें।",
  "We could not check the reCAPTCHA challenge just now. Please try again in a moment.":
    "हम अभी reCAPTCHA जाँच नहीं कर पाए। कृपया थोड़ी देर में फिर कोशिश करें।",

  // Forms: contact, inquiries, projects.
  "Please enter your name.": "कृपया अपना नाम डालें।",
  "Please enter a valid email address.": "कृपया सही ईमेल पता डालें।",
  "Please enter a valid phone number.": "कृपया सही फ़ोन नंबर डालें।",
  "Please select a subject.": "कृपया विषय चुनें।",
  "Please keep this on one line.": "कृपया इसे एक ही पंक्ति में लिखें।",
  "Name must be at least 2 characters.": "नाम कम से कम 2 अक्षरों का होना चाहिए।",
  "Full Name is required.": "पूरा नाम ज़रूरी है।",
  "Please select a date.": "कृपया तारीख़ चुनें।",
  "Please select a catering date.": "कृपया कैटरिंग की तारीख़ चुनें।",
  "Number of guests must be at least 1.": "मेहमानों की संख्या कम से कम 1 होनी चाहिए।",
  "Number of travelers must be at least 1.": "यात्रियों की संख्या कम से कम 1 होनी चाहिए।",
  "Please enter a valid budget.": "कृपया सही बजट डालें।",
  "Destination is required.": "गंतव्य ज़रूरी है।",
  "Please choose an option.": "कृपया एक विकल्प चुनें।",
  "Please describe your choice.": "कृपया अपने चुनाव के बारे में बताएँ।",
  "Please choose a date that is not in the past.": "कृपया ऐसी तारीख़ चुनें जो बीत न चुकी हो।",
  "Please choose a date within the next three years.": "कृपया अगले तीन वर्षों के भीतर की तारीख़ चुनें।",
  "Please give the project a title.": "कृपया प्रोजेक्ट का शीर्षक दें।",
  "Please choose a service.": "कृपया एक सेवा चुनें।",
  "Please enter a budget.": "कृपया बजट डालें।",
  "Please enter a timeline.": "कृपया समय-सीमा डालें।",
  "Please describe the project.": "कृपया प्रोजेक्ट के बारे में बताएँ।",
  "Please describe the project in at least 20 characters.": "कृपया प्रोजेक्ट के बारे में कम से कम 20 अक्षरों में बताएँ।",
  "Please keep the description under 5000 characters.": "कृपया विवरण 5000 अक्षरों से कम रखें।",
  "Unknown inquiry.": "यह पूछताछ नहीं मिली।",

  // Grievances about personal data (src/schemas/grievance-rules.ts).
  "Please choose what your grievance is about.": "कृपया चुनें कि आपकी शिकायत किस बारे में है।",
  "Please tell us what went wrong.": "कृपया बताएँ कि क्या ग़लत हुआ।",
  "Your grievance has been filed.": "आपकी शिकायत दर्ज हो गई है।",
  "Unknown grievance.": "यह शिकायत नहीं मिली।",
  "This grievance is already answered or closed.": "इस शिकायत का जवाब दिया जा चुका है या इसे बंद किया जा चुका है।",
  "Please choose answered or closed.": "कृपया 'जवाब दिया' या 'बंद' चुनें।",
  "status must be open, answered or closed.": "status open, answered या closed होना चाहिए।",

  // Memberships, orders and payments.
  "Please choose a plan.": "कृपया एक प्लान चुनें।",
  "This plan is not available.": "यह प्लान उपलब्ध नहीं है।",
  "Your order is being prepared. Please try again in a moment.":
    "आपका ऑर्डर तैयार हो रहा है। कृपया थोड़ी देर में फिर कोशिश करें।",
  "We could not reach the payment service, and nothing was charged. Please try again in a few minutes.":
    "हम भुगतान सेवा तक नहीं पहुँच पाए, और कोई राशि नहीं कटी। कृपया कुछ मिनट में फिर कोशिश करें।",
  "The local test checkout is not available: payments go through Razorpay.":
    "लोकल टेस्ट चेकआउट उपलब्ध नहीं है: भुगतान Razorpay से होते हैं।",
  "This order is already paid.": "इस ऑर्डर का भुगतान हो चुका है।",
  "We could not find this payment's order.": "इस भुगतान का ऑर्डर नहीं मिला।",
  "The payment's signature is missing.": "भुगतान का सिग्नेचर नहीं है।",
  "The payment's signature is not valid.": "भुगतान का सिग्नेचर मान्य नहीं है।",
  "The payment could not be verified.": "भुगतान की पुष्टि नहीं हो सकी।",
  "The outcome must be success or failure.": "परिणाम success या failure होना चाहिए।",
  "The webhook's signature is not valid.": "webhook का सिग्नेचर मान्य नहीं है।",
  "The webhook's body is not an event.": "webhook का मुख्य भाग कोई इवेंट नहीं है।",
  "WhatsApp's webhook is not set up on this server.": "इस सर्वर पर WhatsApp का webhook सेट नहीं है।",
  "The subscription's mode or verify token is not right.": "सब्सक्रिप्शन का mode या verify token सही नहीं है।",
  "The subscription's challenge is missing or too long.": "सब्सक्रिप्शन का challenge नहीं है या बहुत लंबा है।",
  "The webhook's body is not a WhatsApp delivery.": "webhook का मुख्य भाग WhatsApp की कोई डिलीवरी नहीं है।",

  // Invoices, billing details and refunds.
  "Unknown invoice.": "यह इनवॉइस नहीं मिला।",
  "A membership is refunded in full: leave the amount out.": "सदस्यता का रिफ़ंड पूरा ही होता है: राशि न लिखें।",
  "This is the reference of a transfer received, not of a refund: give the reference of this refund's own transfer.":
    "यह किसी मिले हुए ट्रांसफ़र का रेफ़रेंस है, रिफ़ंड का नहीं: इस रिफ़ंड के अपने ट्रांसफ़र का रेफ़रेंस दें।",
  "This invoice has no credit note with that number.": "इस इनवॉइस का उस नंबर वाला कोई क्रेडिट नोट नहीं है।",
  "This invoice has no credit note.": "इस इनवॉइस का कोई क्रेडिट नोट नहीं है।",
  "Please enter the name for the invoice.": "कृपया इनवॉइस के लिए नाम डालें।",
  "Please choose your billing state.": "कृपया बिलिंग का राज्य चुनें।",
  "This is our own GSTIN: please give yours, or leave it empty.":
    "यह हमारा अपना GSTIN है: कृपया अपना GSTIN दें, या इसे ख़ाली छोड़ दें।",
  "Please enter a valid GSTIN (15 characters), or leave it empty.":
    "कृपया सही GSTIN (15 अक्षर) डालें, या इसे ख़ाली छोड़ दें।",
  "This GSTIN is registered in another state than the billing state.":
    "यह GSTIN बिलिंग वाले राज्य से अलग किसी राज्य में पंजीकृत है।",
  "A registered business must give its address for the invoice (10 to 300 characters, one line).":
    "पंजीकृत व्यवसाय को इनवॉइस के लिए अपना पता देना होगा (10 से 300 अक्षर, एक पंक्ति में)।",
  "This invoice is already refunded.": "इस इनवॉइस का रिफ़ंड हो चुका है।",
  "The customer cancelled this booking: it stays closed. For a new booking, quote a new inquiry.":
    "ग्राहक ने यह बुकिंग रद्द कर दी है: यह बंद ही रहेगी। नई बुकिंग के लिए नई पूछताछ पर कोटेशन दें।",
  "This reference is already recorded for another refund: give the reference of this refund's own transfer.":
    "यह संदर्भ किसी और रिफ़ंड पर दर्ज है: इसी रिफ़ंड के अपने ट्रांसफ़र का संदर्भ दें।",
  "This was paid by bank transfer: make the refund by bank transfer and give its reference.":
    "यह भुगतान बैंक ट्रांसफ़र से हुआ था: रिफ़ंड भी बैंक ट्रांसफ़र से करें और उसका रेफ़रेंस दें।",
  "A refund of this invoice is already being made. Please reload in a moment.":
    "इस इनवॉइस का रिफ़ंड पहले से हो रहा है। कृपया थोड़ी देर में पेज फिर से लोड करें।",
  "The payment service did not make the refund, and nothing was refunded. Please try again in a few minutes.":
    "भुगतान सेवा ने रिफ़ंड नहीं किया, और कोई राशि वापस नहीं हुई। कृपया कुछ मिनट में फिर कोशिश करें।",
  "Please give the reason for the refund, in 3 characters or more.":
    "कृपया रिफ़ंड का कारण कम से कम 3 अक्षरों में बताएँ।",
  "Please give the refund transfer's reference: 6 to 40 letters and digits.":
    "कृपया रिफ़ंड ट्रांसफ़र का रेफ़रेंस दें: 6 से 40 अक्षर और अंक।",
  "Please give the amount to refund in paise, at least ₹1.": "कृपया रिफ़ंड की राशि पैसे में दें, कम से कम ₹1।",
  "Please give what the invoice had refunded, in paise, as a whole number.":
    "कृपया बताएँ कि इनवॉइस का कितना रिफ़ंड हो चुका था, पैसे में, पूरी संख्या में।",

  // Quotes, deposits and balances.
  "Please add at least one line, at most 20.": "कृपया कम से कम एक और अधिकतम 20 पंक्तियाँ जोड़ें।",
  "Please describe each line (2 to 200 characters, one line).":
    "कृपया हर पंक्ति का विवरण दें (2 से 200 अक्षर, एक पंक्ति में)।",
  "Please give each line an amount from ₹1 to ₹1,00,00,000.": "कृपया हर पंक्ति की राशि ₹1 से ₹1,00,00,000 तक दें।",
  "A quote's total can be at most ₹2,00,00,000.": "कोटेशन का कुल योग अधिकतम ₹2,00,00,000 हो सकता है।",
  "The deposit must be at least ₹1: raise the amounts or the deposit's share.":
    "अग्रिम राशि कम से कम ₹1 होनी चाहिए: राशियाँ या अग्रिम का हिस्सा बढ़ाएँ।",
  "Please choose a last day to pay, from today to 180 days ahead.":
    "कृपया भुगतान की अंतिम तारीख़ चुनें, आज से 180 दिन आगे तक।",
  "Please keep the note under 1,000 characters.": "कृपया नोट 1,000 अक्षरों से कम रखें।",
  "This inquiry is confirmed: its deposit is paid, so its quote can no longer change.":
    "यह पूछताछ पक्की हो चुकी है: इसकी अग्रिम राशि चुका दी गई है, इसलिए इसका कोटेशन अब नहीं बदल सकता।",
  "This inquiry is closed: its quote can no longer be paid. Please ask us for a new one.":
    "यह पूछताछ बंद हो चुकी है: इसके कोटेशन का भुगतान अब नहीं हो सकता। कृपया हमसे नया कोटेशन माँगें।",
  "This quote was replaced by a newer one. Please look at the latest quote.":
    "इस कोटेशन की जगह नया कोटेशन आ गया है। कृपया सबसे नया कोटेशन देखें।",
  "This quote has expired. Please ask us for a new one.":
    "इस कोटेशन की समय-सीमा बीत चुकी है। कृपया हमसे नया कोटेशन माँगें।",
  "The deposit on this quote is already paid.": "इस कोटेशन की अग्रिम राशि चुकाई जा चुकी है।",
  "The deposit on this quote was refunded. Please ask us for a new quote.":
    "इस कोटेशन की अग्रिम राशि का रिफ़ंड हो चुका है। कृपया हमसे नया कोटेशन माँगें।",
  "A payment for this quote is being prepared. Please try again in a moment.":
    "इस कोटेशन का भुगतान तैयार हो रहा है। कृपया थोड़ी देर में फिर कोशिश करें।",
  "Unknown quote.": "यह कोटेशन नहीं मिला।",
  "This booking is not confirmed: there is no balance to pay.":
    "यह बुकिंग पक्की नहीं है: चुकाने के लिए कोई शेष राशि नहीं है।",
  "Please choose the balance's due day as a date.": "कृपया शेष राशि की देय तिथि तारीख़ के रूप में चुनें।",
  "Please choose the state where the event is held.": "कृपया वह राज्य चुनें जहाँ आयोजन होगा।",
  "Please give the venue's address on one line, at most 200 characters.":
    "कृपया आयोजन स्थल का पता एक पंक्ति में दें, अधिकतम 200 अक्षर।",
  "Please give the venue: an invoice of ₹50,000 or more to a customer without a GSTIN names the address of delivery.":
    "कृपया स्थल बताएँ: बिना GSTIN वाले ग्राहक के ₹50,000 या उससे अधिक के इनवॉइस पर आपूर्ति का पता होता है।",
  "A tour has no one address of delivery: leave the venue out.":
    "यात्रा का कोई एक आपूर्ति पता नहीं होता: स्थल खाली छोड़ दें।",
  "GST began in July 2017: please choose a period from then on.":
    "GST जुलाई 2017 में शुरू हुआ: कृपया उसके बाद की कोई अवधि चुनें।",
  "Please enter a document number, like NE/26-27/000123.": "कृपया दस्तावेज़ संख्या लिखें, जैसे NE/26-27/000123।",
  "No tax document or receipt has this number.": "इस संख्या का कोई टैक्स दस्तावेज़ या रसीद नहीं है।",
  "The API's description is the site's file /api/v1/openapi.json.":
    "API का विवरण साइट की फ़ाइल /api/v1/openapi.json में है।",
  "Only an event is held in a state: leave it out for catering and travel.":
    "राज्य केवल आयोजन के लिए चुना जाता है: कैटरिंग और यात्रा के लिए इसे छोड़ दें।",
  "Please give the amount received, from ₹1 to ₹2,00,00,000.": "कृपया मिली राशि दें, ₹1 से ₹2,00,00,000 तक।",
  "Please give the transfer's UTR: 12 to 22 letters and digits, as the bank statement shows it.":
    "कृपया ट्रांसफ़र का UTR दें: 12 से 22 अक्षर और अंक, जैसा बैंक स्टेटमेंट में लिखा है।",
  "This UTR is already recorded: a transfer can be recorded once.":
    "यह UTR पहले से दर्ज है: एक ट्रांसफ़र एक ही बार दर्ज हो सकता है।",
  "Please give the day the money was received: not in the future, at most 180 days ago.":
    "कृपया राशि मिलने की तारीख़ दें: आगे की नहीं, और अधिकतम 180 दिन पहले की।",
  "This inquiry has no quote that can be paid: send a quote first.":
    "इस पूछताछ का कोई ऐसा कोटेशन नहीं है जिसका भुगतान हो सके: पहले कोटेशन भेजें।",
  "This booking is paid in full.": "इस बुकिंग का पूरा भुगतान हो चुका है।",
  "A payment for this balance is being prepared. Please try again in a moment.":
    "इस शेष राशि का भुगतान तैयार हो रहा है। कृपया थोड़ी देर में फिर कोशिश करें।",
  "The deposit must be a whole percentage from 1% to 100%.":
    "अग्रिम राशि 1% से 100% तक का पूरा प्रतिशत होनी चाहिए।",
  "A deposit is paid on this inquiry: it stays confirmed until that invoice is refunded.":
    "इस पूछताछ पर अग्रिम राशि चुकाई जा चुकी है: उस इनवॉइस का रिफ़ंड होने तक यह पक्की रहेगी।",
  "A booking is confirmed by its deposit: record the payment (a bank transfer) or let the customer pay the quote.":
    "बुकिंग अपनी अग्रिम राशि से पक्की होती है: भुगतान (बैंक ट्रांसफ़र) दर्ज करें या ग्राहक को कोटेशन चुकाने दें।",

  // Payment links.
  "This payment link is not valid. Please ask us for a new one.":
    "यह भुगतान लिंक मान्य नहीं है। कृपया हमसे नया लिंक माँगें।",
  "This payment link has been paid. Thank you.": "इस भुगतान लिंक से भुगतान हो चुका है। धन्यवाद।",
  "This payment link has expired. Please ask us for a new one.":
    "इस भुगतान लिंक की समय-सीमा बीत चुकी है। कृपया हमसे नया लिंक माँगें।",
  "This payment link was cancelled. Please ask us for a new one.":
    "यह भुगतान लिंक रद्द कर दिया गया है। कृपया हमसे नया लिंक माँगें।",
  "What remains to pay on this booking has changed: please ask us for a new link.":
    "इस बुकिंग की शेष राशि बदल गई है: कृपया हमसे नया लिंक माँगें।",
  "This inquiry has nothing to pay now: quote it first, or it is paid in full.":
    "इस पूछताछ पर अभी कुछ चुकाना नहीं है: पहले कोटेशन भेजें, या इसका पूरा भुगतान हो चुका है।",

  // Tax invoices at delivery and cancellations.
  "Only a confirmed booking, its deposit paid, can be invoiced at delivery.":
    "सेवा देने पर कर बीजक केवल उसी पक्की बुकिंग का बन सकता है जिसकी अग्रिम राशि चुकाई जा चुकी हो।",
  "Please give the day the service was delivered: not in the future, not before the quote was made.":
    "कृपया सेवा देने की तारीख़ दें: आगे की नहीं, और कोटेशन बनने से पहले की नहीं।",
  "Please give the day the service was delivered as a date.": "कृपया सेवा देने का दिन तारीख़ के रूप में दें।",
  "This booking's advances cannot be deducted on one tax invoice (they were taxed differently): please issue it by hand.":
    "इस बुकिंग की अग्रिम राशियाँ एक कर बीजक में नहीं घटाई जा सकतीं (उन पर अलग-अलग कर लगा था): कृपया इसे हाथ से जारी करें।",
  "This booking has no tax invoice yet.": "इस बुकिंग का अभी कोई कर बीजक नहीं है।",
  "This booking's service was delivered and invoiced: it can no longer be cancelled here. Please contact us.":
    "इस बुकिंग की सेवा दी जा चुकी है और इसका इनवॉइस बन चुका है: इसे अब यहाँ रद्द नहीं किया जा सकता। कृपया हमसे संपर्क करें।",
  "Only a confirmed booking can be cancelled here. Please contact us.":
    "यहाँ केवल पक्की बुकिंग रद्द की जा सकती है। कृपया हमसे संपर्क करें।",
  "This booking's cancellation has already been received.": "इस बुकिंग के रद्दीकरण का अनुरोध पहले ही मिल चुका है।",
  "The day of this booking has passed: it can no longer be cancelled here. Please contact us.":
    "इस बुकिंग का दिन बीत चुका है: इसे अब यहाँ रद्द नहीं किया जा सकता। कृपया हमसे संपर्क करें।",
  "This booking has not been cancelled.": "यह बुकिंग रद्द नहीं की गई है।",

  // The admin panel's requests (the panel stays English, D25; its API answers as asked).
  "Only an e-mail that failed can be sent again.": "केवल वही ईमेल दोबारा भेजा जा सकता है जो नहीं जा पाया था।",
  "Unknown e-mail.": "यह ईमेल नहीं मिला।",
  "type must be event, catering or travel.": "type event, catering या travel होना चाहिए।",
  "Please choose a status: new, contacted, quoted, confirmed or lost.":
    "कृपया एक स्थिति चुनें: new, contacted, quoted, confirmed या lost।",
  "Search text is too long.": "खोज का टेक्स्ट बहुत लंबा है।",

  // zod's own English messages without values (src/server/validate.ts loads zod's English).
  "Invalid input": "मान्य इनपुट नहीं है",
  "Invalid input: more than one option matched": "मान्य इनपुट नहीं है: एक से ज़्यादा विकल्प मेल खाते हैं",
};

const MONTHS: Readonly<Record<string, string>> = {
  January: "जनवरी",
  February: "फ़रवरी",
  March: "मार्च",
  April: "अप्रैल",
  May: "मई",
  June: "जून",
  July: "जुलाई",
  August: "अगस्त",
  September: "सितंबर",
  October: "अक्टूबर",
  November: "नवंबर",
  December: "दिसंबर",
};
const MONTH_LIST = Object.values(MONTHS);

/**
 * A date as the glossary writes it (27 नवंबर 2026), from the API's "November 27, 2026" or
 * "2026-11-27"; anything else is carried over as it is.
 */
export function hindiDate(text: string): string {
  const long = /^([A-Z][a-z]+) (\d{1,2}), (\d{4})$/.exec(text);
  if (long && MONTHS[long[1]!]) return `${long[2]} ${MONTHS[long[1]!]} ${long[3]}`;
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (iso && MONTH_LIST[Number(iso[2]) - 1])
    return `${Number(iso[3])} ${MONTH_LIST[Number(iso[2]) - 1]} ${iso[1]}`;
  return text;
}

/** "12 minutes", "1 hour", "45 seconds" (src/server/rate-limit/limiter.ts describeWait). */
function hindiWait(text: string): string {
  const units: Record<string, string> = { second: "सेकंड", minute: "मिनट", hour: "घंटे" };
  const match = /^(\d+) (second|minute|hour)s?$/.exec(text);
  return match ? `${match[1]} ${units[match[2]!]}` : text;
}

/** zod's units and kinds of value, for its own size messages. */
const ZOD_WORDS: Readonly<Record<string, string>> = {
  characters: "अक्षर",
  items: "आइटम",
  elements: "आइटम",
  bytes: "बाइट",
  keys: "कुंजियाँ",
  string: "टेक्स्ट",
  number: "संख्या",
  array: "सूची",
  set: "सूची",
  object: "ऑब्जेक्ट",
  value: "मान",
  "email address": "ईमेल पता",
  "ISO date": "ISO तारीख़",
  "ISO datetime": "ISO तारीख़-समय",
  "ISO time": "ISO समय",
};
const zodWord = (word: string) => ZOD_WORDS[word] ?? word;

/** "<=8" -> "अधिकतम 8", ">=1" -> "कम से कम 1", "<8" -> "8 से कम", ">1" -> "1 से अधिक". */
function bound(comparison: string, amount: string): string {
  if (comparison === "<=") return `अधिकतम ${amount}`;
  if (comparison === ">=") return `कम से कम ${amount}`;
  return comparison === "<" ? `${amount} से कम` : `${amount} से अधिक`;
}

/** A message with values: its English shape, and its Hindi with the values carried over. */
export interface ErrorPattern {
  pattern: RegExp;
  hindi: (...values: string[]) => string;
}

export const PATTERNS: readonly ErrorPattern[] = [
  // src/server/app.ts
  {
    pattern: /^No such endpoint: (\S+) (.*)$/s,
    hindi: (method, path) => `ऐसा कोई एंडपॉइंट नहीं है: ${method} ${path}`,
  },
  {
    pattern: /^The request body is larger than (\d+) KB\.$/,
    hindi: (kb) => `अनुरोध का मुख्य भाग ${kb} KB से बड़ा है।`,
  },
  {
    pattern: /^Too many requests\. Try again in (.+)\.$/,
    hindi: (wait) => `बहुत ज़्यादा अनुरोध आए हैं। कृपया ${hindiWait(wait)} बाद फिर कोशिश करें।`,
  },

  // Limits written from constants (src/schemas).
  {
    pattern: /^Password must be at least (\d+) characters\.$/,
    hindi: (n) => `पासवर्ड कम से कम ${n} अक्षरों का होना चाहिए।`,
  },
  {
    pattern: /^Password must be at most (\d+) characters\.$/,
    hindi: (n) => `पासवर्ड अधिकतम ${n} अक्षरों का हो सकता है।`,
  },
  {
    pattern: /^Name must be at most (\d+) characters\.$/,
    hindi: (n) => `नाम अधिकतम ${n} अक्षरों का हो सकता है।`,
  },
  {
    pattern: /^Profession must be at most (\d+) characters\.$/,
    hindi: (n) => `पेशा अधिकतम ${n} अक्षरों का हो सकता है।`,
  },
  {
    pattern: /^Each interest must be at most (\d+) characters\.$/,
    hindi: (n) => `हर रुचि अधिकतम ${n} अक्षरों की हो सकती है।`,
  },
  { pattern: /^Choose at most (\d+) interests\.$/, hindi: (n) => `अधिकतम ${n} रुचियाँ चुनें।` },
  {
    pattern:
      /^Please keep (this|the note|the reason|the name|the message|your grievance) under ([\d,]+) characters\.$/,
    hindi: (what, n) => {
      const thing: Record<string, string> = {
        this: "इसे",
        "the note": "नोट",
        "the reason": "कारण",
        "the name": "नाम",
        "the message": "संदेश",
        "your grievance": "अपनी शिकायत",
      };
      return `कृपया ${thing[what!]} ${n} अक्षरों से कम रखें।`;
    },
  },
  { pattern: /^Please enter at most ([\d,]+)\.$/, hindi: (n) => `कृपया अधिकतम ${n} डालें।` },
  {
    pattern: /^page must be a whole number from 1 to (\d+)\.$/,
    hindi: (n) => `page 1 से ${n} तक की पूर्ण संख्या होनी चाहिए।`,
  },
  {
    pattern: /^limit must be a whole number from 1 to (\d+)\.$/,
    hindi: (n) => `limit 1 से ${n} तक की पूर्ण संख्या होनी चाहिए।`,
  },

  // Amounts, dates and names of the money wing (src/schemas/quote.ts, membership.ts; services).
  {
    pattern: /^The deposit must be from (\d+)% to (\d+)% for this kind of inquiry\.$/,
    hindi: (min, max) => `इस तरह की पूछताछ पर अग्रिम राशि ${min}% से ${max}% तक होनी चाहिए।`,
  },
  {
    pattern: /^The balance of this kind of booking is due on (.+)\.$/,
    hindi: (day) => `इस तरह की बुकिंग की शेष राशि की देय तिथि ${hindiDate(day)} है।`,
  },
  {
    pattern: /^Please choose a balance due day from (.+) to (.+)\.$/,
    hindi: (from, to) => `कृपया शेष राशि की देय तिथि ${hindiDate(from)} से ${hindiDate(to)} के बीच चुनें।`,
  },
  {
    pattern:
      /^Nothing was refunded: (.+) is due back, but only (.+) of the payments made before the cancellation is left to refund\. Refund the rest outside the panel and note it on the inquiry\.$/,
    hindi: (due, carried) =>
      `कुछ भी रिफ़ंड नहीं हुआ: ${due} लौटाने हैं, पर रद्द करने से पहले के भुगतानों में से रिफ़ंड के लिए केवल ${carried} बचे हैं। बाकी राशि पैनल के बाहर लौटाएँ और पूछताछ पर उसका नोट लिखें।`,
  },
  {
    pattern:
      /^This booking's documents are made out to (.+), as its first payment was: a booking has one buyer\. Record the transfer without billing details\.$/,
    hindi: (name) =>
      `इस बुकिंग के दस्तावेज़ ${name} के नाम हैं, जैसे इसका पहला भुगतान था: एक बुकिंग का एक ही ख़रीदार होता है। ट्रांसफ़र बिलिंग विवरण के बिना दर्ज करें।`,
  },
  {
    pattern: /^That is more than remains to pay on this booking \((.+)\)\.$/,
    hindi: (amount) => `यह इस बुकिंग की शेष राशि (${amount}) से ज़्यादा है।`,
  },
  {
    pattern: /^A transfer before the booking is confirmed must cover the deposit \((.+)\)\.$/,
    hindi: (amount) => `बुकिंग पक्की होने से पहले का ट्रांसफ़र अग्रिम राशि (${amount}) जितना होना चाहिए।`,
  },
  {
    pattern:
      /^This invoice has been refunded (.+) in all since you opened it, and (.+) is left\. Nothing more was refunded: check the refunds made, then refund again if more is owed\.$/,
    hindi: (refunded, left) =>
      `आपके खोलने के बाद से इस इनवॉइस का कुल ${refunded} रिफ़ंड हो चुका है, और ${left} बचे हैं। अभी कुछ और रिफ़ंड नहीं हुआ: हुए रिफ़ंड देखें, फिर ज़रूरत हो तो दोबारा रिफ़ंड करें।`,
  },
  {
    pattern: /^A refund must be from ₹1 to what this invoice was paid \((.+)\)\.$/,
    hindi: (amount) => `रिफ़ंड ₹1 से लेकर इस इनवॉइस पर चुकाई गई राशि (${amount}) तक हो सकता है।`,
  },
  {
    pattern:
      /^Razorpay refunds at least ₹1: the (.+) left goes back by a bank transfer, outside the panel\.$/,
    hindi: (amount) => `Razorpay कम से कम ₹1 रिफ़ंड करता है: बचे ${amount} बैंक ट्रांसफ़र से, पैनल के बाहर लौटाएँ।`,
  },
  {
    pattern: /^Only (.+) is left to refund of this invoice: refund it all, leaving the amount out\.$/,
    hindi: (left) => `इस इनवॉइस में रिफ़ंड के लिए केवल ${left} बचे हैं: राशि लिखे बिना पूरी बची राशि रिफ़ंड करें।`,
  },
  {
    pattern:
      /^A refund must be from ₹1 to what is left to refund of this invoice \((.+) of the (.+) paid\)\.$/,
    hindi: (left, paid) =>
      `रिफ़ंड ₹1 से लेकर इस इनवॉइस की रिफ़ंड के लिए बची राशि (चुकाए गए ${paid} में से ${left}) तक हो सकता है।`,
  },
  {
    pattern:
      /^More was paid than this booking's total \((.+) beyond it\): refund that to the customer first, then issue the tax invoice\.$/,
    hindi: (beyond) =>
      `इस बुकिंग की कुल राशि से ज़्यादा भुगतान हुआ है (${beyond} ज़्यादा): पहले वह राशि ग्राहक को रिफ़ंड करें, फिर कर बीजक जारी करें।`,
  },
  {
    pattern: /^This booking's tax invoice is already issued: (.+)\.$/,
    hindi: (serial) => `इस बुकिंग का कर बीजक पहले ही जारी हो चुका है: ${serial}।`,
  },
  {
    pattern:
      /^Your (.+) membership runs until (.+)\. To change your plan, please contact us: we will move you across and settle the difference\.$/,
    hindi: (plan, ends) =>
      `आपकी ${plan} सदस्यता ${hindiDate(ends)} तक चलेगी। प्लान बदलने के लिए कृपया हमसे संपर्क करें: हम आपको नए प्लान पर ले जाएँगे और अंतर का हिसाब कर देंगे।`,
  },

  // zod's own English messages with values (zod/v4/locales/en.js).
  {
    pattern: /^Invalid input: expected (\w+), received (\w+)$/,
    hindi: (expected, received) =>
      `मान्य इनपुट नहीं है: ${zodWord(expected!)} चाहिए था, ${zodWord(received!)} मिला`,
  },
  {
    pattern: /^Invalid option: expected one of (.+)$/s,
    hindi: (options) => `मान्य विकल्प नहीं है: इनमें से एक चुनें: ${options}`,
  },
  { pattern: /^Invalid input: expected (.+)$/s, hindi: (value) => `मान्य इनपुट नहीं है: ${value} चाहिए था` },
  {
    pattern: /^Too big: expected (\w+) to have (<=|<)(\d+) (\w+)$/,
    hindi: (what, comparison, n, unit) =>
      `बहुत बड़ा: ${zodWord(what!)} में ${bound(comparison!, n!)} ${zodWord(unit!)} हो सकते हैं`,
  },
  {
    pattern: /^Too big: expected (\w+) to be (<=|<)(\S+)$/,
    hindi: (what, comparison, n) => `बहुत बड़ा: ${zodWord(what!)} ${bound(comparison!, n!)} हो सकता है`,
  },
  {
    pattern: /^Too small: expected (\w+) to have (>=|>)(\d+) (\w+)$/,
    hindi: (what, comparison, n, unit) =>
      `बहुत छोटा: ${zodWord(what!)} में ${bound(comparison!, n!)} ${zodWord(unit!)} होने चाहिए`,
  },
  {
    pattern: /^Too small: expected (\w+) to be (>=|>)(\S+)$/,
    hindi: (what, comparison, n) => `बहुत छोटा: ${zodWord(what!)} ${bound(comparison!, n!)} होना चाहिए`,
  },
  { pattern: /^Unrecognized keys?: (.+)$/s, hindi: (keys) => `अनजान फ़ील्ड: ${keys}` },
  {
    pattern: /^Invalid string: must match pattern (.+)$/s,
    hindi: (pattern) => `मान्य टेक्स्ट नहीं है: यह ${pattern} पैटर्न से मेल खाना चाहिए`,
  },
  {
    pattern: /^Invalid number: must be a multiple of (.+)$/,
    hindi: (n) => `मान्य संख्या नहीं है: यह ${n} का गुणज होना चाहिए`,
  },
  { pattern: /^Invalid (key|value) in (\w+)$/, hindi: (_, where) => `${zodWord(where!)} में मान्य मान नहीं है` },
  {
    pattern: /^Invalid discriminator value\. Expected (.+)$/s,
    hindi: (options) => `मान्य मान नहीं है: इनमें से एक चाहिए: ${options}`,
  },
  {
    pattern: /^Invalid (UUID|URL|email address|ISO date|ISO datetime|ISO time|input|[A-Za-z0-9]+)$/,
    hindi: (format) => `मान्य ${zodWord(format!)} नहीं है`,
  },
];
