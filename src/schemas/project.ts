// A design-project brief for the agency side (POST /project/; the specification leaves the
// body open: issue 5 chose title, service, budget, timeline and description).
import "./zod-setup.ts";
import * as z from "zod";

export const PROJECT_SERVICES = [
  { value: "ui-ux-design", label: "UI/UX Design" },
  { value: "full-stack-development", label: "Full stack development" },
  { value: "visual-design", label: "Visual design & Graphics" },
] as const;
type ProjectService = (typeof PROJECT_SERVICES)[number]["value"];
const SERVICE_VALUES = PROJECT_SERVICES.map((service) => service.value) as [
  ProjectService,
  ...ProjectService[],
];

export const projectSchema = z.strictObject({
  title: z
    .string("Please give the project a title.")
    .trim()
    .min(2, "Please give the project a title.")
    .max(120),
  service: z.enum(SERVICE_VALUES, "Please choose a service."),
  budget: z.string("Please enter a budget.").trim().min(1, "Please enter a budget.").max(100),
  timeline: z.string("Please enter a timeline.").trim().min(1, "Please enter a timeline.").max(100),
  description: z
    .string("Please describe the project.")
    .trim()
    .min(20, "Please describe the project in at least 20 characters.")
    .max(5000, "Please keep the description under 5000 characters."),
});

export type ProjectInput = z.input<typeof projectSchema>;
