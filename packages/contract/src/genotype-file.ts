// The genotype checked (decision 083): what a lab result may be, read from its bytes. No zod
// here: the single's page checks a file before sending it with the same rule the API applies.

/** At most 5 MB: a phone photo of a lab result, or a scanned PDF. */
export const GENOTYPE_FILE_MAX_BYTES = 5 * 1024 * 1024;

/** The lab result's kinds, as the file's first bytes say (never its name or declared type). */
export const GENOTYPE_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type GenotypeFileType = (typeof GENOTYPE_FILE_TYPES)[number];

const SIGNATURES: ReadonlyArray<readonly [GenotypeFileType, readonly number[]]> = [
  // %PDF-
  ['application/pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]],
  // JPEG's start-of-image marker, then another marker.
  ['image/jpeg', [0xff, 0xd8, 0xff]],
  // PNG's eight-byte signature.
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
];

/** How many leading bytes fileTypeOf reads. */
export const GENOTYPE_FILE_SNIFF_BYTES = 8;

/** The file's kind from its first bytes, or undefined when it is none of the three. */
export function genotypeFileTypeOf(bytes: Uint8Array): GenotypeFileType | undefined {
  for (const [type, signature] of SIGNATURES) {
    if (bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b)) return type;
  }
  return undefined;
}

/** The states of a single's genotype check, as its family sees them. */
export const GENOTYPE_CHECK_STATES = ['none', 'pending', 'checked', 'rejected'] as const;

export const GENOTYPE_FILE_MESSAGES = {
  /** 400: no file in the body. */
  fileMissing: 'Choose the lab result to upload.',
  /** 400: the bytes are not a PDF, JPEG or PNG, whatever the name or declared type. */
  fileType: 'The lab result must be a PDF, JPEG or PNG file.',
  /** 413: over GENOTYPE_FILE_MAX_BYTES. */
  fileTooLarge: 'The lab result must be 5 MB or smaller.',
  /** 409: the genotype is already checked; a changed genotype voids it. */
  alreadyChecked: 'This genotype is already checked.',
  uploaded: 'The lab result is uploaded. Our team will check it soon.',
  check: 'Genotype check.',
  queue: 'Lab results waiting for a check.',
  verdictChecked: 'The genotype is checked and the family has been told.',
  verdictRejected: 'The lab result is rejected and the family has been told why.',
  /** 404: not in the queue (decided already, replaced by a new upload, or never there). */
  notPending: 'This lab result is no longer waiting for a check.',
  verdict: "Verdict must be 'checked' or 'rejected'",
  /** 400: a rejection tells the family why. */
  reasonRequired: 'Give the family a reason (3 to 500 characters)',
} as const;
