// What Razorpay posts to /payment/webhook, as far as this server reads it. The route takes
// the raw body (the signature is over its bytes) and the payment service reads these fields
// itself; this schema only documents them. Razorpay sends more, which is kept as it came.
import "../zod-setup.ts";
import * as z from "zod/mini";

const entity = <T extends z.core.$ZodLooseShape>(fields: T) =>
  z.optional(z.looseObject({ entity: z.optional(z.looseObject(fields)) }));

const optionalText = z.optional(z.string());

export const razorpayEvent = z
  .looseObject({
    event: z.string().check(z.meta({ examples: ["order.paid", "payment.failed", "refund.processed"] })),
    payload: z.optional(
      z.looseObject({
        payment: entity({ id: optionalText, order_id: optionalText, error_description: optionalText }),
        order: entity({ id: optionalText }),
        refund: entity({
          id: optionalText,
          payment_id: optionalText,
          amount: z
            .optional(z.int())
            .check(z.meta({ description: "Paise; a part refund is left to an operator" })),
          notes: z.optional(z.looseObject({ reason: optionalText })),
        }),
      }),
    ),
  })
  .check(z.meta({ description: "A Razorpay webhook event" }));

/**
 * What Meta posts to /whatsapp/webhook, as far as this server reads it: statuses of the
 * messages it sent and messages people sent to the business's number. The route takes the raw
 * body (signed over its bytes); this schema only documents it.
 */
export const whatsappDelivery = z
  .looseObject({
    object: z.string().check(z.meta({ examples: ["whatsapp_business_account"] })),
    entry: z.array(
      z.looseObject({
        id: optionalText,
        changes: z.array(
          z.looseObject({
            field: z.string().check(z.meta({ examples: ["messages"] })),
            value: z.looseObject({
              statuses: z.optional(
                z.array(
                  z.looseObject({
                    id: z.string().check(z.meta({ description: "The message's id (wamid...)" })),
                    status: z.enum(["sent", "delivered", "read", "failed"]),
                    timestamp: optionalText,
                    recipient_id: optionalText,
                    errors: z.optional(
                      z.array(z.looseObject({ code: z.optional(z.int()), title: optionalText })),
                    ),
                  }),
                ),
              ),
              messages: z.optional(
                z.array(
                  z.looseObject({
                    id: z.string(),
                    from: z.string().check(z.meta({ description: "Country code and number, digits only" })),
                    type: z.string(),
                    text: z.optional(z.looseObject({ body: z.string() })),
                  }),
                ),
              ),
            }),
          }),
        ),
      }),
    ),
  })
  .check(z.meta({ description: "A WhatsApp Cloud API webhook delivery" }));
