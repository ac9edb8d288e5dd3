// A design-project brief for the agency side (POST /project/; the specification leaves the
// body open: the project chose title, service, budget, timeline and description).
import "./zod-setup.ts";
import * as z from "zod/mini";
import { PROJECT_SERVICE_VALUES, PROJECT_SERVICES } from "./fields.ts";
import { singleLine } from "./rules.ts";

export { PROJECT_SERVICES };

export const projectSchema = z.strictObject({
  title: singleLine("Please give the project a title.").check(
    z.minLength(2, "Please give the project a title."),
    z.maxLength(120),
  ),
  service: z.enum(PROJECT_SERVICE_VALUES, "Please choose a service."),
  budget: singleLine("Please enter a budget.").check(
    z.minLength(1, "Please enter a budget."),
    z.maxLength(100),
  ),
  timeline: singleLine("Please enter a timeline.").check(
    z.minLength(1, "Please enter a timeline."),
    z.maxLength(100),
  ),
  description: z
    .string("Please describe the project.")
    .check(
      z.trim(),
      z.minLength(20, "Please describe the project in at least 20 characters."),
      z.maxLength(5000, "Please keep the description under 5000 characters."),
    ),
});

export type ProjectInput = z.input<typeof projectSchema>;
