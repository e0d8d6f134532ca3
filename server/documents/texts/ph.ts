import type { DocumentTexts } from './document-texts.ts';

/*
 * Filipino as Philippine lenders write it for borrowers: plain Tagalog-based Filipino. Law names,
 * "SEC", "EIR" and "Certificate of Authority" stay as the regulator writes them so they can be
 * looked up; "app", "email" and "e-wallet" are the words Filipino speakers use.
 */
export const ph: DocumentTexts = {
  common: {
    days: (n) => `${n} araw`,
    corporateName: 'Pangalan ng kompanya',
    secRegistrationNo: 'Numero ng rehistro sa SEC',
    certificateOfAuthorityNo: 'Numero ng Certificate of Authority',
    borrower: 'Nangungutang',
    principal: 'Halaga ng loan (principal)',
    term: 'Tagal ng loan',
    serviceFee: 'Service fee',
    creditReportingFee: 'Credit reporting fee',
    tax: ({ kind, rate, base }) =>
      `${{ vat: 'VAT', percentageTax: 'Percentage tax', serviceFeeTax: 'Buwis sa service fee' }[kind]} (${rate} ng ${base === 'serviceFee' ? 'service fee' : 'lahat ng bayarin'})`,
    chargeTiming: {
      upfront: 'Ibabawas sa halagang ipapadala sa iyo',
      atRepayment: 'Babayaran sa due date kasama ng iyong loan',
    },
    chargeValue: ({ amount, timing }) => `${amount}, ${timing.toLowerCase()}`,
    couponDeduction: 'Bawas mula sa coupon',
    coupon: {
      none: 'Walang ginamit na coupon',
      upfront: 'Ibinawas sa mga bayaring kakaltasin sa halagang ipapadala',
      atRepayment: 'Ibinawas sa mga bayaring babayaran sa due date',
      split: ({ upfront, atRepayment }) =>
        `${upfront} ang ibinawas sa mga bayaring kakaltasin sa halagang ipapadala, at ${atRepayment} sa mga bayaring babayaran sa due date`,
    },
    interest: 'Interes',
    interestValue: ({ amount, rate, days }) => `${amount} (${rate} kada araw sa loob ng ${days})`,
    netProceeds: 'Matatanggap mo (netong halaga)',
    financeCharge: 'Kabuuang gastos ng loan (interes at mga bayarin, bawas ang coupon)',
    totalRepayment: 'Kabuuang babayaran',
    eirPerMonth: 'EIR kada buwan',
    nominalPerMonth: 'Batayang interes kada buwan',
    dueDateIfToday: 'Due date (kung ngayon ipapadala ang pera)',
    payoutAccount: 'Padadalhan ng pera',
    payout: {
      bank: ({ payee, last4, holder }) =>
        `${payee}, numerong nagtatapos sa ${last4}, sa pangalan ni ${holder}`,
      ewallet: ({ payee, last4, holder }) =>
        `${payee} e-wallet, numerong nagtatapos sa ${last4}, sa pangalan ni ${holder}`,
      remittance: ({ payee, holder }) =>
        `Personal na kukunin sa sangay ng ${payee}, sa pangalan ni ${holder}`,
    },
    dueRule: ({ term, dueDate }) =>
      `Ang iyong due date ay ${term} mula sa araw na naipadala ang pera. Kung ngayon ito ipapadala, ang due date ay ${dueDate}. Sasabihin sa iyo ng app at ng isang mensahe ang eksaktong petsa kapag naipadala na ang pera.`,
    lateCharge: ({ rate, cap }) =>
      `Kapag nahuli ka sa pagbabayad, may late charge na ${rate} ng halagang hindi pa nababayaran sa bawat araw na lumipas. Titigil ang late charge kapag ang interes, mga bayarin (kasama ang extension fee) at late charge ay umabot na sa ${cap}, o 100% ng principal. Hindi lalampas doon ang gastos ng loan mo.`,
    extension: ({ days, fee, rate, max }) =>
      `Maaari mong i-extend nang ${days} ang due date kung babayaran mo ang extension fee na ${fee} (${rate} ng principal) sa o bago ang due date. Walang late charge sa mga araw na iyon, at hindi magbabago ang principal. ${max === 1 ? 'Isang beses mo lang maaaring i-extend ang loan' : `Hanggang ${max} beses mo maaaring i-extend ang loan`}; may sariling Disclosure Statement ng extension ang bawat extension.`,
    extensionNone: 'Hindi maaaring i-extend ang loan na ito.',
    prepayment:
      'Maaari mong bayaran nang buo ang loan anumang oras bago ang due date, nang walang dagdag na singil sa maagang pagbabayad (RA 11765). Makikita mo sa app ang halagang babayaran.',
    complaints: ({ email, hotline }) =>
      `Para sa tanong o reklamo, mag-email sa ${email} o tumawag sa ${hotline}, Lunes hanggang Linggo, 09:00 hanggang 18:00. Kinikilala namin ang bawat reklamo at binibigyan ka ng numero ng reklamo para masubaybayan ito.`,
  },
  keyFacts: {
    title: 'Disclosure Statement (mahahalagang detalye ng loan)',
    readFirst:
      'Basahin muna ang Disclosure Statement na ito bago ka mangutang. Ipinapakita nito ang buong gastos ng loan na ito, ayon sa hinihingi ng RA 3765 (Truth in Lending Act) at BSP Circular No. 730.',
    sections: {
      lender: 'Nagpapautang',
      loan: 'Ang iyong loan',
      charges: 'Mga bayarin',
      cost: 'Ang matatanggap mo at ang babayaran mo',
      schedule: 'Iskedyul ng bayad',
      late: 'Kapag nahuli ang bayad',
      extension: 'Pag-extend ng due date (extension)',
      prepayment: 'Maagang pagbabayad',
      rights: 'Ang karapatan mo sa kopya',
      complaints: 'Mga tanong at reklamo',
    },
    issuedOn: 'Petsa ng pahayag na ito',
    withdrawalDateIfToday: 'Petsa ng padala (kung ngayon ipapadala)',
    datesNote: ({ term, withdrawalDate }) =>
      `Ipinapalagay ng mga petsa sa pahayag na ito na ipapadala ang pera ngayong araw, ${withdrawalDate}. Ang tunay mong due date ay ${term} mula sa araw na naipadala ang pera.`,
    chargesCaption: 'Mga bayarin sa loan na ito',
    chargesHead: ['Bayarin', 'Halaga', 'Kailan babayaran'],
    eirNote:
      'Ang EIR (epektibong interes) ang buong gastos ng loan sa bawat 30 araw: ang interes at lahat ng bayarin, sinukat sa perang talagang matatanggap mo. Hindi kasama rito ang late charge.',
    scheduleCaption: 'Iskedyul ng bayad (kung ngayon ipapadala ang pera)',
    scheduleHead: ['Blg.', 'Due date', 'Principal', 'Interes', 'Bayarin', 'Kabuuan'],
    copy: 'May karapatan kang magkaroon ng kopya ng pahayag na ito. Mabubuksan mo ito sa app at makakakuha ka ng sariling kopya anumang oras, bago at pagkatapos mong pumirma.',
  },
  agreement: {
    title: 'Kasunduan sa Pautang',
    intro: ({ lender, proName }) =>
      `Ito ay kasunduan sa pagitan ng ${lender} ("kami"), na nagpapatakbo ng ${proName}, at ng nangungutang na nakapangalan sa ibaba ("ikaw"). Basahin ito nang buo bago ka pumirma.`,
    clauses: {
      parties: 'Ang magkabilang panig',
      loan: 'Ang loan',
      disbursement: 'Pagpapadala ng pera',
      repayment: 'Pagbabayad',
      prepayment: 'Maagang pagbabayad',
      extension: 'Pag-extend ng due date (extension)',
      late: 'Kapag nahuli ang bayad',
      privacy: 'Ang iyong datos',
      collection: 'Paano kami maniningil',
      cancellation: 'Pagkansela',
      complaints: 'Mga reklamo',
      governingLaw: 'Batas na sinusunod',
      signature: 'Elektronikong pirma',
    },
    lender: 'Nagpapautang',
    address: 'Tirahan',
    phone: 'Numero ng telepono',
    disbursement: ({ amount, account }) =>
      `Ipapadala namin ang ${amount} sa: ${account}. Pinapatunayan mong sa iyo ang padadalhang ito o may pahintulot kang tumanggap ng pera rito. Sisikapin naming maikredito ito sa loob ng 24 oras matapos kang pumirma.`,
    repayment: ({ total }) =>
      `Sa o bago ang due date, babayaran mo ang ${total} gamit ang mga paraan ng pagbabayad sa app. Tatanggapin lang ang bayad kung eksakto ito sa halagang dapat bayaran para sa napili mong paraan. Unang ilalapat ang bawat bayad sa late charge, sunod sa mga bayarin, sunod sa interes, at huli sa principal.`,
    privacy:
      'Pinangangalagaan namin ang iyong personal na datos ayon sa RA 10173 (Data Privacy Act of 2012) at sa aming abiso tungkol sa datos. Ginagamit lang namin ito para suriin, ibigay at singilin ang loan na ito at para sumunod sa batas. Hindi namin binabasa o kinokopya ang listahan ng mga numero sa iyong telepono. Ginagamit lang namin ang iyong emergency contacts para makatulong sa pagsusuri ng iyong aplikasyon.',
    collection: ({ from, until }) =>
      `Kami, at ang sinumang naniningil para sa amin, ay sumusunod sa SEC Memorandum Circular No. 18, series of 2019. Hindi ka namin gigipitin, tatakutin, iinsultuhin o ipapahiya. Tungkol sa loan na ito, ikaw lang ang kinokontak namin, sa mga detalyeng ibinigay mo: hindi kailanman ang iyong emergency contacts, pamilya, pinapasukan o sinuman, at hindi namin ipagsasabi kaninuman ang iyong utang. Kinokontak ka lang namin mula ${from} hanggang ${until}, oras sa Maynila.`,
    cancellation: ({ email, hotline }) =>
      `Maaari mong kanselahin ang loan na ito sa pamamagitan ng aming customer service (${email} o ${hotline}) sa loob ng 24 oras matapos mong matanggap ang pera. Sasabihin namin sa iyo kung paano ibabalik ang perang natanggap mo. Bago maipadala ang pera, maaari mo rin itong kanselahin anumang oras sa parehong paraan.`,
    governingLaw:
      'Ang batas ng Pilipinas ang sumasaklaw sa kasunduang ito, kasama ang RA 3765 (Truth in Lending Act), RA 9474 (Lending Company Regulation Act of 2007) at RA 11765 (Financial Products and Services Consumer Protection Act).',
    signature:
      'Pinipirmahan mo ang kasunduang ito nang elektroniko sa app. Ayon sa RA 8792 (Electronic Commerce Act of 2000), pareho ang bisa ng iyong elektronikong pirma at ng pirmang sulat-kamay. Itinatago namin ang mga pinirmahang dokumento, ang oras, ang iyong pirma, at ang teleponong ginamit at ang IP nito; makakakuha ka ng kopya sa app.',
  },
  sanctionLetter: {
    title: 'Liham ng Pag-apruba ng Utang',
    date: ({ date }) => `Petsa: ${date}`,
    to: ({ name, address }) => `Para kay ${name}, ${address}`,
    greeting: ({ name }) => `Mahal na ${name},`,
    body: ({ lender, proName }) =>
      `Ikinagagalak naming ipaalam na inaprubahan ng ${lender} ang iyong loan sa ${proName}, ayon sa mga kondisyon sa ibaba.`,
    validity:
      'Ang pag-aprubang ito ay para lang sa alok na ipinapakita sa app. Pumirma bago matapos ang bisa ng alok; kung natapos na ang bisa nito o may nagbagong halaga, bibigyan ka ng bagong alok na pipirmahan.',
    credited:
      'Kapag nakapirma ka na, maikekredito ang netong halaga sa padadalhang nakasaad sa itaas sa loob ng 24 oras.',
    readDocuments:
      'Bago pumirma, basahin ang Disclosure Statement at ang Kasunduan sa Pautang. Bahagi ng pag-aprubang ito ang mga iyon.',
    closing: 'Lubos na gumagalang,',
    registration: ({ sec, ca }) =>
      `Numero ng rehistro sa SEC: ${sec} · Numero ng Certificate of Authority: ${ca}`,
  },
  signedCopy: {
    pageTitle: ({ orderNo }) => `Mga pinirmahang dokumento ng loan blg. ${orderNo}`,
    intro: 'Ito ang kopya mo ng mga dokumentong pinirmahan mo. Itago mo ito.',
    orderNo: 'Numero ng loan',
    signedAt: 'Petsa at oras ng pagpirma',
    signature: 'Ang iyong pirma',
    signatureAlt: 'Pirma ng nangungutang',
    version: 'Bersiyon',
    hash: 'Hash ng dokumento (SHA-256)',
    seal: 'Selyo ng talaan (SHA-256 ng tatlong hash ng dokumento)',
    howToCheck:
      'Para suriin ang isang dokumento, kopyahin nang eksakto ang datos ng dokumento sa ibaba at kunin ang SHA-256 nito, halimbawa gamit ang sha256sum. Dapat kapareho ito ng hash ng dokumentong nakasaad. Makukumpirma ng aming customer service kung tugma ang hash sa aming talaan.',
    documentData: 'Datos ng dokumento',
  },
};
