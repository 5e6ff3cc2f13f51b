import { z } from 'zod';
import { BaseFields } from './base.js';
import { EmailAddress, Phone, Text } from './fields.js';

/** `GET /api/Company`: the caller's company (the identity organization's seller profile). */
export const Company = BaseFields.extend({
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
});
export type Company = z.infer<typeof Company>;

/** `POST /api/Company`: the profile fields a company may set. */
export const CompanyProfileInput = z.object({
  name: Text(200).min(1),
  phone: Phone.nullish(),
  email: EmailAddress.nullish(),
  address: Text(300).nullish(),
  city: Text(100).nullish(),
  state: Text(100).nullish(),
  zipCode: Text(20).nullish(),
});
export type CompanyProfileInput = z.infer<typeof CompanyProfileInput>;
