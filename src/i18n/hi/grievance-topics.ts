// What a grievance is about, in Hindi (src/schemas/grievance-rules.ts has the values and the
// English): the grievance form's choices and the acknowledgement e-mail's "विषय", from here.
// A module of its own, so that the e-mails (on the server) take these without the form's words.
import type { GrievanceTopic } from "../../schemas/grievance-rules.ts";

export const GRIEVANCE_TOPIC_WORDS: Record<GrievanceTopic, string> = {
  access: "आपके पास मेरा कौन-सा डेटा है, यह देखना",
  correction: "मेरा डेटा सुधारना",
  erasure: "मेरा डेटा मिटाना",
  consent: "कोई सहमति, या ऐसे संदेश जो मैं नहीं चाहता/चाहती था",
  use: "मेरे डेटा का उपयोग कैसे हुआ या वह किसे दिया गया",
  other: "कुछ और",
};
