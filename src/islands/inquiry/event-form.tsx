// The event management inquiry (service type 1; docs/product.md B3, B5).
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import {
  eventInquirySchema,
  INQUIRY_TEXT_MAX,
  type EventInquiry,
  type EventInquiryInput,
} from "../../schemas/inquiry.ts";
import { localIsoDate } from "./dates.ts";
import {
  CheckboxField,
  ContactFields,
  FieldGroup,
  NumberField,
  RadioGroupField,
  SelectField,
  ShowWhen,
  TextareaField,
  TextField,
} from "./form-fields.tsx";
import { InquiryForm, type Contact, type FormValues, type InquiryFormProps } from "./inquiry-form.tsx";
import { inquiryOptions } from "./options.ts";
import { resolverInPageLang } from "../shared/resolver-in-lang.ts";

type EventFormValues = FormValues<EventInquiryInput>;

function eventDefaults(contact: Contact): EventFormValues {
  return {
    name: contact.name,
    email: contact.email,
    phone: contact.phone,
    eventType: "",
    otherEventType: "",
    eventDate: "",
    numberOfGuests: 1,
    preferredVenueLocation: "",
    servicesNeeded: {
      venueBooking: false,
      cater: null,
      decorationAndSetup: false,
      entertainment: null,
      transportLogistics: false,
    },
    budgetRange: "",
    additionalDetails: "",
    city: "",
  };
}

export function EventForm({ contact, words, onSent }: InquiryFormProps) {
  const text = words.event;
  const options = inquiryOptions(words.options);
  return (
    <InquiryForm<EventFormValues, EventInquiry>
      resolver={resolverInPageLang(
        standardSchemaResolver<EventFormValues, unknown, EventInquiry>(eventInquirySchema),
      )}
      endpoint="/inquiry/create_event"
      defaults={() => eventDefaults(contact)}
      label={text.label}
      words={words.form}
      onSent={onSent}
    >
      <ContactFields nameField="name" nameLabel={text.name} words={words.form.contact} />
      <FieldGroup legend={text.legend}>
        <SelectField
          name="eventType"
          label={text.eventType}
          options={options.eventType}
          placeholder={words.form.selectOption}
        />
        <ShowWhen name="eventType" is="other">
          <TextField
            name="otherEventType"
            label={text.otherEventType}
            placeholder={text.otherEventTypeExample}
          />
        </ShowWhen>
        <TextField
          name="eventDate"
          label={text.eventDate}
          type="date"
          min={localIsoDate()}
          className="dark:scheme-dark"
        />
        <NumberField name="numberOfGuests" label={text.guests} min={1} />
        <TextField name="preferredVenueLocation" label={text.venue} placeholder={text.venueExample} />
        <TextField name="budgetRange" label={text.budget} placeholder={text.budgetExample} />
      </FieldGroup>
      <FieldGroup legend={text.servicesLegend}>
        <div className="grid gap-2 sm:col-span-2">
          <CheckboxField name="servicesNeeded.venueBooking" label={text.venueBooking} />
          <CheckboxField name="servicesNeeded.decorationAndSetup" label={text.decoration} />
          <CheckboxField name="servicesNeeded.transportLogistics" label={text.transport} />
        </div>
        <RadioGroupField
          name="servicesNeeded.cater"
          label={text.catering}
          options={options.caterer}
          className="mt-3 sm:col-span-2"
        />
        <RadioGroupField
          name="servicesNeeded.entertainment"
          label={text.entertainment}
          options={options.entertainment}
          className="sm:col-span-2"
        />
      </FieldGroup>
      <TextareaField
        name="additionalDetails"
        label={text.details}
        maxLength={INQUIRY_TEXT_MAX}
        limit={words.form.limit}
        placeholder={text.detailsExample}
      />
    </InquiryForm>
  );
}
