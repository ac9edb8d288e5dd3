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
import { InquiryForm, type Contact, type FormValues } from "./inquiry-form.tsx";
import { CATERER_OPTIONS, ENTERTAINMENT_OPTIONS, EVENT_TYPE_OPTIONS } from "./options.ts";

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

export function EventForm({ contact }: { contact: Contact }) {
  return (
    <InquiryForm<EventFormValues, EventInquiry>
      resolver={standardSchemaResolver<EventFormValues, unknown, EventInquiry>(eventInquirySchema)}
      endpoint="/inquiry/create_event"
      defaults={() => eventDefaults(contact)}
      label="Event inquiry"
    >
      <ContactFields nameField="name" nameLabel="Name" />
      <FieldGroup legend="Your event">
        <SelectField name="eventType" label="Event type" options={EVENT_TYPE_OPTIONS} />
        <ShowWhen name="eventType" is="other">
          <TextField
            name="otherEventType"
            label="Other event type"
            placeholder="A naming ceremony, a reunion…"
          />
        </ShowWhen>
        <TextField
          name="eventDate"
          label="Event date"
          type="date"
          min={localIsoDate()}
          className="dark:scheme-dark"
        />
        <NumberField name="numberOfGuests" label="Number of guests" min={1} />
        <TextField
          name="preferredVenueLocation"
          label="Preferred venue location"
          placeholder="A lakeside lawn in Udaipur"
        />
        <TextField name="budgetRange" label="Budget range" placeholder="₹5–8 lakh" />
      </FieldGroup>
      <FieldGroup legend="Services needed">
        <div className="grid gap-2 sm:col-span-2">
          <CheckboxField name="servicesNeeded.venueBooking" label="Venue booking" />
          <CheckboxField name="servicesNeeded.decorationAndSetup" label="Decoration and setup" />
          <CheckboxField name="servicesNeeded.transportLogistics" label="Transport and logistics" />
        </div>
        <RadioGroupField
          name="servicesNeeded.cater"
          label="Catering"
          options={CATERER_OPTIONS}
          className="mt-3 sm:col-span-2"
        />
        <RadioGroupField
          name="servicesNeeded.entertainment"
          label="Entertainment"
          options={ENTERTAINMENT_OPTIONS}
          className="sm:col-span-2"
        />
      </FieldGroup>
      <TextareaField
        name="additionalDetails"
        label="Additional details"
        maxLength={INQUIRY_TEXT_MAX}
        placeholder="Rituals, timings, the mood you have in mind"
      />
    </InquiryForm>
  );
}
