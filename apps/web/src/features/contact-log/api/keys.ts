/** Every query key of the contact-log feature (the coach log), built here only (docs/decisions/0045-query-key-factories.md). */
export const contactLogKeys = {
  all: ['contact-log'] as const,
  school: (schoolId: number) => [...contactLogKeys.all, 'school', schoolId] as const,
};
