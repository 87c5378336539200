// The application form's rules (spec section 5, "Application form"), messages word for word.

/** Spec section 9: at most 10 MB. */
export const RESUME_MAX_BYTES = 10_485_760;
export const RESUME_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;
const RESUME_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
];
/** The country choice that unlocks the dial code and asks for the country by name. */
export const OTHER_COUNTRY = 'Other (please specify)';

export interface ApplicationFields {
  name: string;
  email: string;
  country: string;
  otherCountry: string;
  countryCode: string;
  phone: string;
  comments: string;
}

export type ApplicationErrors = Partial<Record<keyof ApplicationFields | 'resume', string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The resume's problem, if any: required, type (by name or declared type), size. */
export function resumeError(file: { name: string; type: string; size: number } | null): string | undefined {
  if (!file) return 'Resume file is required';
  const name = file.name.toLowerCase();
  const typeOk = RESUME_TYPES.includes(file.type) || RESUME_EXTENSIONS.some((ext) => name.endsWith(ext));
  if (!typeOk) return 'Please upload a PDF, DOC, or DOCX file';
  if (file.size > RESUME_MAX_BYTES) return 'File size must be less than 10MB';
  return undefined;
}

export function validateApplication(
  f: ApplicationFields,
  resume: { name: string; type: string; size: number } | null,
): ApplicationErrors {
  const errors: ApplicationErrors = {};
  if (!f.name.trim()) errors.name = 'Name is required';
  if (!f.email.trim()) errors.email = 'Email is required';
  else if (!EMAIL.test(f.email.trim())) errors.email = 'Please enter a valid email address';
  if (!f.country || (f.country === OTHER_COUNTRY && !f.otherCountry.trim())) errors.country = 'Country is required';
  if (!f.countryCode.trim()) errors.countryCode = 'Country code is required';
  if (!f.phone.trim()) errors.phone = 'Phone number is required';
  const resumeProblem = resumeError(resume);
  if (resumeProblem) errors.resume = resumeProblem;
  return errors;
}

export const DUPLICATE_APPLICATION = 'An application has already been submitted for this email address.';
export const APPLICATION_FAILED = 'Failed to submit application. Please try again.';

/** Spec section 8, "Application": what the alert says for a failed submission. */
export function applicationErrorMessage(status: number | undefined, message: string | undefined): string {
  if (status === 409 || message?.includes('Application already exists for this email')) return DUPLICATE_APPLICATION;
  return message?.trim() || APPLICATION_FAILED;
}
