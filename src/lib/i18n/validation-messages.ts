import { type MessageDescriptor } from 'react-intl';
import { defineMessages } from '@/lib/i18n/define-messages';
import { errorMessages } from './error-messages';

/**
 * Texts for the message ids the contract's schemas carry (docs/architecture.md#contract: schema
 * messages are ids, never English). The key is the id the contract uses; every id of
 * `PROFILE_VALIDATION_MESSAGE_IDS` (contract/profile/message-ids.ts) has its text here.
 *
 * Placeholders, which the form passes through `useErrorText(values)` from `profileRules`:
 * - `validation.postalCode.format`: `{length}` = `postalCodeLength`;
 * - `validation.birthDate.age`: `{min}` = `minAge`, `{max}` = `maxAge`.
 * No other text takes a value (PROFILE_VALIDATION_PLACEHOLDERS in the contract lists the same).
 */
export const validationMessages: Record<string, MessageDescriptor> = defineMessages({
  'validation.phone.format': {
    id: 'validation.phone.format',
    defaultMessage: 'Enter the 10-digit mobile number after +63. It starts with 9.',
    description: 'Phone number is not 10 digits starting with an allowed digit',
  },
  'validation.phone.required': {
    id: 'validation.phone.required',
    defaultMessage: 'Enter your mobile number.',
    description: 'Phone number left empty',
  },
  'validation.code.format': {
    id: 'validation.code.format',
    defaultMessage: 'Enter the 4-digit code from the SMS.',
    description: 'SMS code is not 4 digits',
  },
  'validation.privacy.required': {
    id: 'validation.privacy.required',
    defaultMessage: 'Please agree to the Privacy Policy to continue.',
    description: 'Privacy checkbox not ticked',
  },
  'validation.captcha.required': {
    id: 'validation.captcha.required',
    defaultMessage: 'Type the characters you see in the picture.',
    description: 'Graphic code field left empty',
  },
  // Any text the API accepts (contract/common-schemas.ts; docs/errors.md#text-input).
  'validation.text.invalid': {
    id: 'validation.text.invalid',
    defaultMessage: 'This contains a character we cannot accept. Please type it again.',
    description:
      'Text holds an invisible NUL or a broken character (usually pasted), which nothing can store',
  },
  // Feedback (contract/care/feedback-rules.ts): the form checks the same rule before sending, with
  // the figures; these are for a refusal the server answers, e.g. to a send queued offline.
  'validation.feedback.tooShort': {
    id: 'validation.feedback.tooShort',
    defaultMessage: 'Your message is too short: tell us a little more.',
    description: 'Feedback text under the minimum length',
  },
  'validation.feedback.tooLong': {
    id: 'validation.feedback.tooLong',
    defaultMessage: 'Your message is too long: please shorten it.',
    description: 'Feedback text over the maximum length',
  },
  'validation.feedback.category': {
    id: 'validation.feedback.category',
    defaultMessage: 'Choose what your message is about.',
    description: 'Feedback sent without a valid topic',
  },
  // Profile sections (contract/profile/schemas.ts).
  'validation.firstName.required': {
    id: 'validation.firstName.required',
    defaultMessage: 'Enter your first name.',
    description: 'First name left empty',
  },
  'validation.firstName.format': {
    id: 'validation.firstName.format',
    defaultMessage: 'Enter your first name as written on your ID, using letters only.',
    description: 'First name has digits, symbols or Chinese characters, or is over 50 characters',
  },
  'validation.middleName.format': {
    id: 'validation.middleName.format',
    defaultMessage:
      'Enter your middle name as written on your ID, using letters only, or leave it blank.',
    description: 'Optional middle name has digits, symbols or Chinese characters, or is too long',
  },
  'validation.lastName.required': {
    id: 'validation.lastName.required',
    defaultMessage: 'Enter your last name.',
    description: 'Last name left empty',
  },
  'validation.lastName.format': {
    id: 'validation.lastName.format',
    defaultMessage: 'Enter your last name as written on your ID, using letters only.',
    description: 'Last name has digits, symbols or Chinese characters, or is over 50 characters',
  },
  'validation.birthDate.required': {
    id: 'validation.birthDate.required',
    defaultMessage: 'Enter your date of birth.',
    description: 'Birth date left empty',
  },
  'validation.birthDate.format': {
    id: 'validation.birthDate.format',
    defaultMessage: 'Check your date of birth: the day, month or year is not valid.',
    description: 'Birth date is not a real calendar date (e.g. 30 February)',
  },
  'validation.birthDate.age': {
    id: 'validation.birthDate.age',
    defaultMessage: 'Borrowers must be {min} to {max} years old. Check your date of birth.',
    description:
      'Age outside the allowed range; {min} and {max} are the youngest and oldest allowed ages in years',
  },
  'validation.gender.required': {
    id: 'validation.gender.required',
    defaultMessage: 'Choose your gender.',
    description: 'No gender chosen',
  },
  'validation.maritalStatus.required': {
    id: 'validation.maritalStatus.required',
    defaultMessage: 'Choose your marital status.',
    description: 'No marital status chosen',
  },
  'validation.education.required': {
    id: 'validation.education.required',
    defaultMessage: 'Choose your highest level of education.',
    description: 'No education level chosen',
  },
  'validation.loanPurpose.required': {
    id: 'validation.loanPurpose.required',
    defaultMessage: 'Choose what the loan is for.',
    description: 'No loan purpose chosen',
  },
  'validation.email.required': {
    id: 'validation.email.required',
    defaultMessage: 'Enter your email address.',
    description: 'Email left empty',
  },
  'validation.email.format': {
    id: 'validation.email.format',
    defaultMessage: 'Enter a valid email address, like juan@gmail.com.',
    description: 'Email is not a valid address',
  },
  'validation.whatsapp.format': {
    id: 'validation.whatsapp.format',
    defaultMessage: 'Enter your 11-digit WhatsApp number starting with 09, or leave it blank.',
    description: 'Optional WhatsApp number given but not a Philippine mobile number',
  },
  'validation.viber.format': {
    id: 'validation.viber.format',
    defaultMessage: 'Enter your 11-digit Viber number starting with 09, or leave it blank.',
    description: 'Optional Viber number given but not a Philippine mobile number',
  },
  'validation.province.required': {
    id: 'validation.province.required',
    defaultMessage: 'Choose your province.',
    description: 'No province chosen',
  },
  'validation.city.required': {
    id: 'validation.city.required',
    defaultMessage: 'Choose your city or municipality.',
    description: 'No city or municipality chosen',
  },
  'validation.barangay.required': {
    id: 'validation.barangay.required',
    defaultMessage: 'Choose your barangay.',
    description: 'No barangay (village/district) chosen',
  },
  'validation.postalCode.required': {
    id: 'validation.postalCode.required',
    defaultMessage: 'Enter your ZIP code.',
    description: 'Postal (ZIP) code left empty',
  },
  'validation.postalCode.format': {
    id: 'validation.postalCode.format',
    defaultMessage: 'Enter your {length}-digit ZIP code.',
    description:
      'Postal code has the wrong number of digits; {length} is the required number of digits (4 in the Philippines)',
  },
  'validation.address.required': {
    id: 'validation.address.required',
    defaultMessage: 'Enter your house number, street and area.',
    description: 'Detailed address left empty',
  },
  'validation.address.format': {
    id: 'validation.address.format',
    defaultMessage:
      'Enter your house number and street in at least 5 characters, using only letters, numbers and . , # / -',
    description:
      'Detailed address too short (under 5), too long (over 150) or with characters that are not allowed',
  },
  'validation.employmentType.required': {
    id: 'validation.employmentType.required',
    defaultMessage: 'Choose your type of employment.',
    description:
      'No employment type (employed, contract, self-employed, student, unemployed) chosen',
  },
  'validation.industry.required': {
    id: 'validation.industry.required',
    defaultMessage: 'Choose your industry.',
    description: 'No industry chosen',
  },
  'validation.jobType.required': {
    id: 'validation.jobType.required',
    defaultMessage: 'Choose your type of job.',
    description: 'No job type chosen',
  },
  'validation.position.required': {
    id: 'validation.position.required',
    defaultMessage: 'Choose your position.',
    description: 'No job position chosen',
  },
  'validation.companyName.required': {
    id: 'validation.companyName.required',
    defaultMessage: 'Enter the name of your company.',
    description: 'Company name left empty',
  },
  'validation.companyName.format': {
    id: 'validation.companyName.format',
    defaultMessage:
      'Enter the company name in 2 to 100 characters, using letters, numbers and simple punctuation.',
    description: 'Company name too short, too long or with characters that are not allowed',
  },
  'validation.companyPhone.required': {
    id: 'validation.companyPhone.required',
    defaultMessage: 'Enter your company’s phone number.',
    description: 'Company phone left empty',
  },
  'validation.companyPhone.format': {
    id: 'validation.companyPhone.format',
    defaultMessage:
      'Enter the company phone: a landline like (02) 8123 4567 or a mobile like 0917 123 4567.',
    description: 'Company phone is not a Philippine landline or mobile number',
  },
  'validation.companyAddress.required': {
    id: 'validation.companyAddress.required',
    defaultMessage: 'Enter your company’s address.',
    description: 'Company address left empty',
  },
  'validation.companyAddress.format': {
    id: 'validation.companyAddress.format',
    defaultMessage:
      'Enter the company address in 5 to 150 characters, using letters, numbers and simple punctuation.',
    description: 'Company address too short, too long or with characters that are not allowed',
  },
  'validation.workingYears.required': {
    id: 'validation.workingYears.required',
    defaultMessage: 'Choose how long you have worked there.',
    description: 'No working years chosen (employed or contract worker)',
  },
  'validation.operatingYears.required': {
    id: 'validation.operatingYears.required',
    defaultMessage: 'Choose how long your business has been running.',
    description: 'No operating years chosen (self-employed)',
  },
  'validation.incomeBand.required': {
    id: 'validation.incomeBand.required',
    defaultMessage: 'Choose your monthly income.',
    description: 'No monthly income band chosen',
  },
  'validation.payCycle.required': {
    id: 'validation.payCycle.required',
    defaultMessage: 'Choose how often you are paid.',
    description: 'No pay cycle (weekly, bi-weekly, monthly, other) chosen',
  },
  'validation.payday.required': {
    id: 'validation.payday.required',
    defaultMessage: 'Choose your payday.',
    description: 'Payday left empty',
  },
  'validation.payday.format': {
    id: 'validation.payday.format',
    defaultMessage:
      'Choose your payday: a day of the week if paid weekly, two dates if paid twice a month, one date if paid monthly.',
    description: 'Payday does not fit the pay cycle',
  },
  'validation.businessName.required': {
    id: 'validation.businessName.required',
    defaultMessage: 'Enter the name of your business.',
    description: 'Business name left empty (self-employed)',
  },
  'validation.businessName.format': {
    id: 'validation.businessName.format',
    defaultMessage:
      'Enter the business name in 2 to 100 characters, using letters, numbers and simple punctuation.',
    description: 'Business name too short, too long or with characters that are not allowed',
  },
  'validation.schoolName.required': {
    id: 'validation.schoolName.required',
    defaultMessage: 'Enter the name of your school.',
    description: 'School name left empty (student)',
  },
  'validation.schoolName.format': {
    id: 'validation.schoolName.format',
    defaultMessage:
      'Enter the school name in 2 to 100 characters, using letters, numbers and simple punctuation.',
    description: 'School name too short, too long or with characters that are not allowed',
  },
  'validation.course.required': {
    id: 'validation.course.required',
    defaultMessage: 'Enter your course.',
    description: 'Course or professional title left empty (student)',
  },
  'validation.course.format': {
    id: 'validation.course.format',
    defaultMessage:
      'Enter your course in 2 to 100 characters, using letters, numbers and simple punctuation.',
    description: 'Course too short, too long or with characters that are not allowed',
  },
  'validation.enrolmentMonth.required': {
    id: 'validation.enrolmentMonth.required',
    defaultMessage: 'Choose the month you enrolled.',
    description: 'Enrolment month left empty',
  },
  'validation.enrolmentMonth.format': {
    id: 'validation.enrolmentMonth.format',
    defaultMessage: 'Choose the month and year you enrolled.',
    description: 'Enrolment month is not a valid month',
  },
  'validation.enrolmentMonth.future': {
    id: 'validation.enrolmentMonth.future',
    defaultMessage: 'Your enrolment month cannot be in the future.',
    description: 'Enrolment month is after the current month',
  },
  'validation.graduationMonth.required': {
    id: 'validation.graduationMonth.required',
    defaultMessage: 'Choose the month you graduate or expect to graduate.',
    description: 'Graduation month left empty',
  },
  'validation.graduationMonth.format': {
    id: 'validation.graduationMonth.format',
    defaultMessage: 'Choose the month and year you graduate or expect to graduate.',
    description: 'Graduation month is not a valid month',
  },
  'validation.graduationMonth.order': {
    id: 'validation.graduationMonth.order',
    defaultMessage: 'Your graduation cannot be before your enrolment.',
    description: 'Graduation month is before the enrolment month',
  },
  'validation.joblessPeriod.required': {
    id: 'validation.joblessPeriod.required',
    defaultMessage: 'Choose how long you have been without work.',
    description: 'No jobless period chosen (unemployed)',
  },
  'validation.fundSource.required': {
    id: 'validation.fundSource.required',
    defaultMessage: 'Choose where your money mainly comes from.',
    description: 'No source of funds chosen (unemployed)',
  },
  'validation.contacts.count': {
    id: 'validation.contacts.count',
    defaultMessage: 'Add exactly 3 emergency contacts.',
    description: 'Not exactly three emergency contacts',
  },
  'validation.contactName.required': {
    id: 'validation.contactName.required',
    defaultMessage: 'Enter this contact’s name.',
    description: 'Emergency contact name left empty',
  },
  'validation.contactName.format': {
    id: 'validation.contactName.format',
    defaultMessage: 'Enter this contact’s name using letters only.',
    description:
      'Emergency contact name has digits, symbols, emoji or Chinese characters, or is too long',
  },
  'validation.contactPhone.required': {
    id: 'validation.contactPhone.required',
    defaultMessage: 'Enter this contact’s mobile number.',
    description: 'Emergency contact phone left empty',
  },
  'validation.contactPhone.format': {
    id: 'validation.contactPhone.format',
    defaultMessage: 'Enter this contact’s 11-digit mobile number starting with 09.',
    description: 'Emergency contact phone is not a Philippine mobile number',
  },
  'validation.contactPhone.duplicate': {
    id: 'validation.contactPhone.duplicate',
    defaultMessage: 'This number is already one of your contacts. Choose a different person.',
    description: 'Two emergency contacts have the same phone number (shown on the later one)',
  },
  'validation.contactPhone.self': {
    id: 'validation.contactPhone.self',
    defaultMessage: 'This is your own number. Choose someone else as your emergency contact.',
    description: "Emergency contact phone is the borrower's registered phone",
  },
  'validation.relation.required': {
    id: 'validation.relation.required',
    defaultMessage: 'Choose how this contact is related to you.',
    description: 'No relation chosen for an emergency contact',
  },
  'validation.idType.required': {
    id: 'validation.idType.required',
    defaultMessage: 'Choose your type of ID.',
    description: 'No ID type chosen',
  },
  'validation.idNumber.required': {
    id: 'validation.idNumber.required',
    defaultMessage: 'Enter your ID number.',
    description: 'ID number left empty',
  },
  'validation.idNumber.format': {
    id: 'validation.idNumber.format',
    defaultMessage:
      'This number does not match the ID type you chose. Type it exactly as printed on your ID.',
    description: 'ID number does not have the length or characters of the chosen ID type',
  },
  'validation.channel.required': {
    id: 'validation.channel.required',
    defaultMessage: 'Choose how to receive your money: bank, e-wallet or cash pick-up.',
    description: 'No payout channel chosen',
  },
  'validation.payee.bank': {
    id: 'validation.payee.bank',
    defaultMessage: 'Choose your bank.',
    description: 'No bank chosen, or one not on the list',
  },
  'validation.payee.ewallet': {
    id: 'validation.payee.ewallet',
    defaultMessage: 'Choose your e-wallet.',
    description: 'No e-wallet chosen, or one not on the list',
  },
  'validation.payee.remittance': {
    id: 'validation.payee.remittance',
    defaultMessage: 'Choose a remittance shop for cash pick-up.',
    description: 'No remittance shop chosen, or one not on the list',
  },
  'validation.bankAccount.format': {
    id: 'validation.bankAccount.format',
    defaultMessage: 'Enter your bank account number: 10 to 16 digits.',
    description: 'Bank account number is not 10 to 16 digits',
  },
  'validation.bankAccount.mismatch': {
    id: 'validation.bankAccount.mismatch',
    defaultMessage: 'The bank info does not match. Enter the same account number again.',
    description: 'Confirmation of the bank account number differs from the account number',
  },
  'validation.walletAccount.format': {
    id: 'validation.walletAccount.format',
    defaultMessage: 'Enter your e-wallet’s mobile number: 11 digits starting with 09.',
    description: 'E-wallet account is not 11 digits starting 09 or 10 digits starting 9',
  },
  'validation.payeeFirstName.required': {
    id: 'validation.payeeFirstName.required',
    defaultMessage: 'Enter the account holder’s first name.',
    description: 'Payee first name left empty',
  },
  'validation.payeeFirstName.format': {
    id: 'validation.payeeFirstName.format',
    defaultMessage: 'Enter the account holder’s first name using letters only.',
    description: 'Payee first name has digits, symbols or Chinese characters, or is too long',
  },
  'validation.payeeMiddleName.format': {
    id: 'validation.payeeMiddleName.format',
    defaultMessage: 'Enter the account holder’s middle name using letters only, or leave it blank.',
    description:
      'Optional payee middle name has digits, symbols or Chinese characters, or is too long',
  },
  'validation.payeeLastName.required': {
    id: 'validation.payeeLastName.required',
    defaultMessage: 'Enter the account holder’s last name.',
    description: 'Payee last name left empty',
  },
  'validation.payeeLastName.format': {
    id: 'validation.payeeLastName.format',
    defaultMessage: 'Enter the account holder’s last name using letters only.',
    description: 'Payee last name has digits, symbols or Chinese characters, or is too long',
  },
  'validation.withdrawalPhone.required': {
    id: 'validation.withdrawalPhone.required',
    defaultMessage: 'Enter the mobile number for your withdrawal.',
    description: 'Withdrawal phone left empty',
  },
  'validation.withdrawalPhone.format': {
    id: 'validation.withdrawalPhone.format',
    defaultMessage: 'Enter an 11-digit mobile number starting with 09.',
    description: 'Withdrawal phone is not a Philippine mobile number',
  },
  'validation.bank.unchanged': {
    id: 'validation.bank.unchanged',
    defaultMessage:
      'This is the account you already have. Correct the account number or the account holder’s name, or enter another account.',
    description:
      'Change of bank: the same channel, bank, number and holder’s name as the account on file',
  },
});

export const validationMessage = (id: string): MessageDescriptor =>
  validationMessages[id] ?? errorMessages.VALIDATION_FAILED;
