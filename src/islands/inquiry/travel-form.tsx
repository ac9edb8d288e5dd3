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
import { InquiryForm, type Contact, type FormValues } from "./inquiry-form.tsx";
import {
  ACCOMMODATION_OPTIONS,
  TOUR_PACKAGE_OPTIONS,
  TRANSPORT_OPTIONS,
  TRAVEL_CLASS_OPTIONS,
} from "./options.ts";

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

export function TravelForm({ contact }: { contact: Contact }) {
  return (
    <InquiryForm<TravelFormValues, TravelInquiry>
      resolver={standardSchemaResolver<TravelFormValues, unknown, TravelInquiry>(travelInquirySchema)}
      endpoint="/inquiry/create_travel"
      defaults={() => travelDefaults(contact)}
      label="Travel inquiry"
    >
      <ContactFields nameField="name" nameLabel="Name" />
      <FieldGroup legend="Your trip">
        <TextField name="travelDestination" label="Destination" placeholder="Kedarnath, Ladakh, Kerala…" />
        <TextField
          name="travelDate"
          label="Travel date"
          type="date"
          min={localIsoDate()}
          className="dark:scheme-dark"
        />
        <NumberField name="numberOfTravelers" label="Number of travelers" min={1} />
        <TextField name="budgetRange" label="Budget range" placeholder="₹60,000 for all of us" />
        <SelectField name="tourPackageType" label="Tour package" options={TOUR_PACKAGE_OPTIONS} />
        <ShowWhen name="tourPackageType" is="custom">
          <TextField
            name="otherTourPackageType"
            label="Custom package"
            placeholder="Temples in the morning, treks after"
          />
        </ShowWhen>
        <SelectField name="accommodationPreference" label="Accommodation" options={ACCOMMODATION_OPTIONS} />
        <ShowWhen name="accommodationPreference" is="other">
          <TextField
            name="otherAccommodationPreference"
            label="Other accommodation"
            placeholder="A houseboat, a homestay…"
          />
        </ShowWhen>
      </FieldGroup>
      <FieldGroup legend="Travel requirements">
        <SelectField
          name="travelRequirements.preferredModeOfTransport"
          label="Preferred mode of transport"
          options={TRANSPORT_OPTIONS}
        />
        <ShowWhen name="travelRequirements.preferredModeOfTransport" is="other">
          <TextField
            name="travelRequirements.otherTransportMode"
            label="Other mode of transport"
            placeholder="A helicopter to the shrine, a ferry…"
          />
        </ShowWhen>
        <RadioGroupField
          name="travelRequirements.preferredTravelClass"
          label="Preferred travel class"
          options={TRAVEL_CLASS_OPTIONS}
          className="sm:col-span-2"
        />
        <fieldset className="grid gap-x-4 gap-y-1 sm:col-span-2 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-medium">Special assistance</legend>
          <CheckboxField
            name="travelRequirements.specialAssistanceNeeded.wheelchairAccessibility"
            label="Wheelchair accessibility"
            className="mb-3 sm:col-span-2"
          />
          <TextField
            name="travelRequirements.specialAssistanceNeeded.dietaryRequirements"
            label="Dietary requirements"
            placeholder="Satvik, diabetic-friendly…"
          />
          <TextField
            name="travelRequirements.specialAssistanceNeeded.otherSpecialAssistance"
            label="Other assistance"
            placeholder="A doli for the climb, a nurse…"
          />
        </fieldset>
        <TextareaField
          name="travelRequirements.additionalTravelRequests"
          label="Additional travel requests"
          maxLength={INQUIRY_TEXT_MAX}
          className="sm:col-span-2"
        />
      </FieldGroup>
      <TextareaField
        name="specialRequests"
        label="Special requests"
        maxLength={INQUIRY_TEXT_MAX}
        placeholder="A quiet room, an early darshan, a birthday on the way"
      />
    </InquiryForm>
  );
}
