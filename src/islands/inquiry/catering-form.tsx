// The food and beverages inquiry (service type 2; docs/product.md B3, B5).
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import {
  CATERING_BUDGET_MIN,
  cateringInquirySchema,
  INQUIRY_TEXT_MAX,
  type CateringInquiry,
  type CateringInquiryInput,
} from "../../schemas/inquiry.ts";
import { localIsoDate } from "./dates.ts";
import {
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
import { BEVERAGE_OPTIONS, CATERING_EVENT_TYPE_OPTIONS, CUISINE_OPTIONS, MENU_OPTIONS } from "./options.ts";

type CateringFormValues = FormValues<CateringInquiryInput>;

function cateringDefaults(contact: Contact): CateringFormValues {
  return {
    fullName: contact.name,
    email: contact.email,
    phone: contact.phone,
    eventType: "",
    otherEventType: "",
    cateringDate: "",
    numberOfGuests: 1,
    cuisinePreferences: "",
    otherCuisinePreference: "",
    menuPreferences: "",
    otherMenuPreference: "",
    dietaryRequirements: "",
    beverageServices: "",
    // An empty number input reads as NaN: no budget yet.
    budgetRange: Number.NaN,
    specialRequests: "",
    additionalDetails: "",
    city: "",
  };
}

const rupees = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  maximumFractionDigits: 0,
});

export function CateringForm({ contact }: { contact: Contact }) {
  return (
    <InquiryForm<CateringFormValues, CateringInquiry>
      resolver={standardSchemaResolver<CateringFormValues, unknown, CateringInquiry>(cateringInquirySchema)}
      endpoint="/inquiry/create_food"
      defaults={() => cateringDefaults(contact)}
      label="Catering inquiry"
    >
      <ContactFields nameField="fullName" nameLabel="Full Name" />
      <FieldGroup legend="The occasion">
        <SelectField name="eventType" label="Event type" options={CATERING_EVENT_TYPE_OPTIONS} />
        <ShowWhen name="eventType" is="other">
          <TextField name="otherEventType" label="Other event type" placeholder="A housewarming, a pooja…" />
        </ShowWhen>
        <TextField
          name="cateringDate"
          label="Catering date"
          type="date"
          min={localIsoDate()}
          className="dark:scheme-dark"
        />
        <NumberField name="numberOfGuests" label="Number of guests" min={1} />
        <NumberField
          name="budgetRange"
          label="Budget (₹)"
          min={CATERING_BUDGET_MIN}
          step={500}
          hint={`From ${rupees.format(CATERING_BUDGET_MIN)} for the whole event.`}
        />
      </FieldGroup>
      <FieldGroup legend="Food and drink">
        <SelectField name="cuisinePreferences" label="Cuisine" options={CUISINE_OPTIONS} />
        <ShowWhen name="cuisinePreferences" is="other">
          <TextField
            name="otherCuisinePreference"
            label="Other cuisine"
            placeholder="Konkani seafood, Awadhi…"
          />
        </ShowWhen>
        <SelectField name="menuPreferences" label="Menu style" options={MENU_OPTIONS} />
        <ShowWhen name="menuPreferences" is="custom">
          <TextField
            name="otherMenuPreference"
            label="Custom menu"
            placeholder="Live counters, then a plated dessert"
          />
        </ShowWhen>
        <TextField
          name="dietaryRequirements"
          label="Dietary requirements"
          placeholder="Jain, vegan, no onion or garlic…"
          className="sm:col-span-2"
        />
        <RadioGroupField
          name="beverageServices"
          label="Beverage services"
          options={BEVERAGE_OPTIONS}
          className="sm:col-span-2"
        />
      </FieldGroup>
      <TextareaField
        name="specialRequests"
        label="Special requests"
        maxLength={INQUIRY_TEXT_MAX}
        placeholder="A live chaat counter, a midnight snack round"
      />
      <TextareaField name="additionalDetails" label="Additional details" maxLength={INQUIRY_TEXT_MAX} />
    </InquiryForm>
  );
}
