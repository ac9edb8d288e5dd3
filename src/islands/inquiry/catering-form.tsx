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
import { InquiryForm, type Contact, type FormValues, type InquiryFormProps } from "./inquiry-form.tsx";
import { inquiryOptions } from "./options.ts";
import { fill } from "../../i18n/words.ts";
import { resolverInPageLang } from "../shared/resolver-in-lang.ts";

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

export function CateringForm({ contact, words, onSent }: InquiryFormProps) {
  const text = words.catering;
  const options = inquiryOptions(words.options);
  return (
    <InquiryForm<CateringFormValues, CateringInquiry>
      resolver={resolverInPageLang(
        standardSchemaResolver<CateringFormValues, unknown, CateringInquiry>(cateringInquirySchema),
      )}
      endpoint="/inquiry/create_food"
      defaults={() => cateringDefaults(contact)}
      label={text.label}
      words={words.form}
      onSent={onSent}
    >
      <ContactFields nameField="fullName" nameLabel={text.name} words={words.form.contact} />
      <FieldGroup legend={text.legend}>
        <SelectField
          name="eventType"
          label={text.eventType}
          options={options.cateringEventType}
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
          name="cateringDate"
          label={text.cateringDate}
          type="date"
          min={localIsoDate()}
          className="dark:scheme-dark"
        />
        <NumberField name="numberOfGuests" label={text.guests} min={1} />
        <NumberField
          name="budgetRange"
          label={text.budget}
          min={CATERING_BUDGET_MIN}
          step={500}
          hint={fill(text.budgetHint, { amount: rupees.format(CATERING_BUDGET_MIN) })}
        />
      </FieldGroup>
      <FieldGroup legend={text.foodLegend}>
        <SelectField
          name="cuisinePreferences"
          label={text.cuisine}
          options={options.cuisine}
          placeholder={words.form.selectOption}
        />
        <ShowWhen name="cuisinePreferences" is="other">
          <TextField
            name="otherCuisinePreference"
            label={text.otherCuisine}
            placeholder={text.otherCuisineExample}
          />
        </ShowWhen>
        <SelectField
          name="menuPreferences"
          label={text.menu}
          options={options.menu}
          placeholder={words.form.selectOption}
        />
        <ShowWhen name="menuPreferences" is="custom">
          <TextField
            name="otherMenuPreference"
            label={text.customMenu}
            placeholder={text.customMenuExample}
          />
        </ShowWhen>
        <TextField
          name="dietaryRequirements"
          label={text.dietary}
          placeholder={text.dietaryExample}
          className="sm:col-span-2"
        />
        <RadioGroupField
          name="beverageServices"
          label={text.beverages}
          options={options.beverage}
          className="sm:col-span-2"
        />
      </FieldGroup>
      <TextareaField
        name="specialRequests"
        label={text.specialRequests}
        maxLength={INQUIRY_TEXT_MAX}
        limit={words.form.limit}
        placeholder={text.specialRequestsExample}
      />
      <TextareaField
        name="additionalDetails"
        label={text.details}
        maxLength={INQUIRY_TEXT_MAX}
        limit={words.form.limit}
      />
    </InquiryForm>
  );
}
