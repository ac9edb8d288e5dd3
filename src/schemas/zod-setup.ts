// zod compiles fast object parsers with `new Function` when it may. The pages' Content-
// Security-Policy forbids eval, and even zod's probe for it is reported as a violation, so
// every schema module imports this first: zod then never tries.
// The schemas are written with zod/mini (decision 0029): the same schemas run in the browser
// and on the server, and mini's functions let a page's bundle keep only what it uses.
import * as z from "zod/mini";

z.config({ jitless: true });
