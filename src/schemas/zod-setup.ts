// zod compiles fast object parsers with `new Function` when it may. The pages' Content-
// Security-Policy forbids eval, and even zod's probe for it is reported as a violation, so
// every schema module imports this first: zod then never tries.
import * as z from "zod";

z.config({ jitless: true });
