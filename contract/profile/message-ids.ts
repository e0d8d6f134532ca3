/* Zod-free: the client's message table and its test import this list without the schemas. */

/**
 * Every message id the profile schemas (`makeSectionSchemas`, `makeChangeBankSchema`) can put on
 * an issue, by section. `message-ids.test.ts` fails when a schema produces an id missing here or
 * an id here is never produced; the client has a text for each in three languages.
 */
export const PROFILE_VALIDATION_MESSAGE_IDS = [
  // every text field: a NUL or a lone surrogate (contract/common-schemas.ts)
  'validation.text.invalid',
  // basic
  'validation.firstName.required',
  'validation.firstName.format',
  'validation.middleName.format',
  'validation.lastName.required',
  'validation.lastName.format',
  'validation.birthDate.required',
  'validation.birthDate.format',
  'validation.birthDate.age',
  'validation.gender.required',
  'validation.maritalStatus.required',
  'validation.education.required',
  'validation.loanPurpose.required',
  // basic2
  'validation.email.required',
  'validation.email.format',
  'validation.viber.format',
  'validation.whatsapp.format',
  // address
  'validation.province.required',
  'validation.city.required',
  'validation.postalCode.required',
  'validation.postalCode.format',
  'validation.barangay.required',
  'validation.address.required',
  'validation.address.format',
  // work
  'validation.employmentType.required',
  'validation.industry.required',
  'validation.jobType.required',
  'validation.position.required',
  'validation.companyName.required',
  'validation.companyName.format',
  'validation.companyPhone.required',
  'validation.companyPhone.format',
  'validation.companyAddress.required',
  'validation.companyAddress.format',
  'validation.workingYears.required',
  'validation.operatingYears.required',
  'validation.incomeBand.required',
  'validation.payCycle.required',
  'validation.payday.required',
  'validation.payday.format',
  'validation.businessName.required',
  'validation.businessName.format',
  'validation.schoolName.required',
  'validation.schoolName.format',
  'validation.course.required',
  'validation.course.format',
  'validation.enrolmentMonth.required',
  'validation.enrolmentMonth.format',
  'validation.enrolmentMonth.future',
  'validation.graduationMonth.required',
  'validation.graduationMonth.format',
  'validation.graduationMonth.order',
  'validation.joblessPeriod.required',
  'validation.fundSource.required',
  // contacts
  'validation.contacts.count',
  'validation.contactName.required',
  'validation.contactName.format',
  'validation.contactPhone.required',
  'validation.contactPhone.format',
  'validation.contactPhone.duplicate',
  'validation.contactPhone.self',
  'validation.relation.required',
  // identity
  'validation.idType.required',
  'validation.idNumber.required',
  'validation.idNumber.format',
  // bank
  'validation.channel.required',
  'validation.payee.bank',
  'validation.payee.ewallet',
  'validation.payee.remittance',
  'validation.bankAccount.format',
  'validation.bankAccount.mismatch',
  'validation.walletAccount.format',
  'validation.payeeFirstName.required',
  'validation.payeeFirstName.format',
  'validation.payeeMiddleName.format',
  'validation.payeeLastName.required',
  'validation.payeeLastName.format',
  'validation.withdrawalPhone.required',
  'validation.withdrawalPhone.format',
  // change bank
  'validation.bank.unchanged',
] as const;

export type ProfileValidationMessageId = (typeof PROFILE_VALIDATION_MESSAGE_IDS)[number];

/**
 * Ids whose text carries ICU placeholders the form must pass (useErrorText(values)): the postal
 * code length from config, and the age range from config.
 */
export const PROFILE_VALIDATION_PLACEHOLDERS: Partial<
  Record<ProfileValidationMessageId, readonly string[]>
> = {
  'validation.postalCode.format': ['length'],
  'validation.birthDate.age': ['min', 'max'],
};
