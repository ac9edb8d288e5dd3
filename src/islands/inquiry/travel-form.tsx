// The travel and tourism inquiry (service type 3; docs/product.md B3, B5).
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import {
  INQUIRY_TEXT_MAX,
  travelInquirySchema,
  type TravelInquiry,
  type TravelInquiryInput,
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

type TravelFormValues = FormValues<TravelInquiryInput>;

function travelDefaults(contact: Contact): TravelFormValues {
  return {
    name: contact.name,
    email: contact.email,
    phone: contact.phone,
    travelDestination: "",
    // docs/product.md B3: the travel date starts at today, by the traveller's own calendar.
    travelDate: localIsoDate(),
    numberOfTravelers: 1,
    tourPackageType: "",
    otherTourPackageType: "",
    accommodationPreference: "",
    otherAccommodationPreference: "",
    travelRequirements: {
      preferredModeOfTransport: "",
      otherTransportMode: "",
      specialAssistanceNeeded: {
        wheelchairAccessibility: false,
        dietaryRequirements: "",
        otherSpecialAssistance: "",
      },
      preferredTravelClass: "",
      additionalTravelRequests: "",
    },
    specialRequests: "",
    budgetRange: "",
    city: "",
  };
}

export function TravelForm({ contact, words, onSent }: InquiryFormProps) {
  const text = words.travel;
  const options = inquiryOptions(words.options);
  return (
    <InquiryForm<TravelFormValues, TravelInquiry>
      resolver={resolverInPageLang(
        standardSchemaResolver<TravelFormValues, unknown, TravelInquiry>(travelInquirySchema),
      )}
      endpoint="/inquiry/create_travel"
      defaults={() => travelDefaults(contact)}
      label={text.label}
      words={words.form}
      onSent={onSent}
    >
      <ContactFields nameField="name" nameLabel={text.name} words={words.form.contact} />
      <FieldGroup legend={text.legend}>
        <TextField name="travelDestination" label={text.destination} placeholder={text.destinationExample} />
        <TextField
          name="travelDate"
          label={text.travelDate}
          type="date"
          min={localIsoDate()}
          className="dark:scheme-dark"
        />
        <NumberField name="numberOfTravelers" label={text.travelers} min={1} />
        <TextField name="budgetRange" label={text.budget} placeholder={text.budgetExample} />
        <SelectField
          name="tourPackageType"
          label={text.tourPackage}
          options={options.tourPackage}
          placeholder={words.form.selectOption}
        />
        <ShowWhen name="tourPackageType" is="custom">
          <TextField
            name="otherTourPackageType"
            label={text.customPackage}
            placeholder={text.customPackageExample}
          />
        </ShowWhen>
        <SelectField
          name="accommodationPreference"
          label={text.accommodation}
          options={options.accommodation}
          placeholder={words.form.selectOption}
        />
        <ShowWhen name="accommodationPreference" is="other">
          <TextField
            name="otherAccommodationPreference"
            label={text.otherAccommodation}
            placeholder={text.otherAccommodationExample}
          />
        </ShowWhen>
      </FieldGroup>
      <FieldGroup legend={text.requirementsLegend}>
        <SelectField
          name="travelRequirements.preferredModeOfTransport"
          label={text.transport}
          options={options.transport}
          placeholder={words.form.selectOption}
        />
        <ShowWhen name="travelRequirements.preferredModeOfTransport" is="other">
          <TextField
            name="travelRequirements.otherTransportMode"
            label={text.otherTransport}
            placeholder={text.otherTransportExample}
          />
        </ShowWhen>
        <RadioGroupField
          name="travelRequirements.preferredTravelClass"
          label={text.travelClass}
          options={options.travelClass}
          className="sm:col-span-2"
        />
        <fieldset className="grid gap-x-4 gap-y-1 sm:col-span-2 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-medium">{text.assistanceLegend}</legend>
          <CheckboxField
            name="travelRequirements.specialAssistanceNeeded.wheelchairAccessibility"
            label={text.wheelchair}
            className="mb-3 sm:col-span-2"
          />
          <TextField
            name="travelRequirements.specialAssistanceNeeded.dietaryRequirements"
            label={text.dietary}
            placeholder={text.dietaryExample}
          />
          <TextField
            name="travelRequirements.specialAssistanceNeeded.otherSpecialAssistance"
            label={text.otherAssistance}
            placeholder={text.otherAssistanceExample}
          />
        </fieldset>
        <TextareaField
          name="travelRequirements.additionalTravelRequests"
          label={text.travelRequests}
          maxLength={INQUIRY_TEXT_MAX}
          limit={words.form.limit}
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
    </InquiryForm>
  );
}
