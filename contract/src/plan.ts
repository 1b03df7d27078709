import * as yup from 'yup';

/** A plan as the client shows it; `id` mirrors `_id` because screens read both. */
export const planSchema = yup.object({
  _id: yup.string().required(),
  id: yup.string().required(),
  name: yup.string().required(),
  description: yup.string().defined(),
  price: yup.number().required(),
  features: yup.array(yup.string().required()).required(),
  isBestValue: yup.boolean().required(),
  monthlyCredits: yup.number().required(),
});
export type Plan = yup.InferType<typeof planSchema>;
