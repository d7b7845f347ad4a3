/**
 * What a form page needs to draw its form, without the validation: the forms,
 * their choices, the order of their fields and the honeypot's names. Kept
 * apart from schemas.ts so that a form page does not load zod (about 24 KB
 * gzip) and build every schema before it is interactive: the browser
 * validates on submit, with the route action that imports schemas.ts then
 * (client-action.ts).
 */

/** Every form, by id. */
export const formIds = ['contact', 'readiness', 'qparc'] as const;
export type FormId = (typeof formIds)[number];

/**
 * Contact enquiry types, in the order the form lists them. `trial` (a Qamuy trial), `brochure` (the company
 * brochure) and `recruit` (job applications) can be preselected with `/contact?type=…` (paths.contact).
 * Stored submissions keep their value, so a type is only ever added, never renamed or removed.
 */
export const inquiryTypes = [
  'product',
  'trial',
  'brochure',
  'consulting',
  'research',
  'training',
  'partnership',
  'media',
  'recruit',
  'other',
] as const;
export type InquiryType = (typeof inquiryTypes)[number];
export const isInquiryType = (value: unknown): value is InquiryType => (inquiryTypes as readonly unknown[]).includes(value);

/** QPARC 2025 programme sessions an applicant can join. */
export const qparcSessions = [
  'kickoff',
  'catalysis-wg',
  'battery-wg',
  'drug-discovery-wg',
  'hybrid-wg',
  'hands-on',
  'interim-report',
  'final-symposium',
] as const;
export const qparcParticipantTypes = ['company', 'academic', 'public-research', 'other'] as const;

/** The order fields appear in on the page, for the error summary. */
export const fieldOrder: Record<FormId, readonly string[]> = {
  contact: ['inquiryType', 'company', 'department', 'name', 'email', 'phone', 'message', 'privacyConsent'],
  readiness: ['q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7', 'company', 'department', 'name', 'email', 'privacyConsent'],
  qparc: [
    'name',
    'nameKana',
    'email',
    'organisation',
    'participantType',
    'role',
    'sessions',
    'researchInterest',
    'privacyConsent',
    'codeOfConductConsent',
  ],
};

/**
 * The honeypot's input name: hidden from people, bots fill it, and any value
 * marks the submission as spam (stored, not notified; staff can release it).
 * Deliberately meaningless: autofill and password managers match names, ids
 * and labels against words like website/url/name/email/company/address/tel
 * (and "hp", Indonesian for a mobile number), and a visitor whose browser
 * filled the trap used to lose their message.
 */
export const HONEYPOT_FIELD = 'k7q2w';
