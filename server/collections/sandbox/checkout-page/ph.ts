import type { CheckoutTexts } from './checkout-texts.ts';

/* Plain Filipino as Philippine payment apps write it; brand names and "QR Ph" stay as they are. */
export const ph: CheckoutTexts = {
  title: 'Bayaran ang iyong utang',
  sandboxNotice:
    'Sandbox na checkout: walang totoong perang gagalaw. Ang tester ang pipili ng resulta sa ibaba.',
  amountLabel: 'Halagang babayaran',
  forLabel: 'Para sa',
  channelLabel: 'Magbabayad gamit ang',
  stepsHeading: 'Paano magbayad',
  steps: {
    ewallet: ({ channel, amount, brand }) => [
      `Buksan ang iyong ${channel} app.`,
      `Aprubahan sa iyong wallet ang hiling na bayad na ${amount} sa ${brand}.`,
      'Bumalik sa pahinang ito kapag sinabi ng wallet mo na tapos na ang bayad.',
    ],
    qr: ({ amount }) => [
      'Buksan ang app ng iyong bangko o e-wallet at piliin ang Scan QR (InstaPay QR Ph).',
      `I-scan ang code sa ibaba at tiyaking ${amount} ang halaga.`,
      'Kumpirmahin ang bayad sa iyong app.',
    ],
    overTheCounter: ({ channel, amount, expiry, brand }) => [
      `Pumunta sa alinmang sangay ng ${channel} bago ang ${expiry}.`,
      `Sabihin sa kahera na magbabayad ka sa ${brand} at ibigay ang reference number sa ibaba.`,
      `Magbayad ng ${amount} nang cash at itago ang resibo.`,
    ],
    bank: ({ amount }) => [
      `Magpadala ng eksaktong ${amount} sa pamamagitan ng InstaPay o PESONet sa account sa ibaba.`,
      'Isulat ang transfer reference sa notes ng iyong padala.',
    ],
  },
  bankTransfer: 'Bank transfer',
  qrAlt: 'QR Ph code na i-scan gamit ang app ng iyong bangko o e-wallet',
  referenceLabel: 'Reference number',
  storeLabel: 'Tindahan',
  payBeforeLabel: 'Bayaran bago ang',
  bankNameLabel: 'Bangko',
  accountNameLabel: 'Pangalan ng account',
  accountNumberLabel: 'Numero ng account',
  transferReferenceLabel: 'Transfer reference',
  closesAt: (time) => `Magsasara ang checkout na ito sa ${time}.`,
  testerHeading: 'Mga kontrol ng tester',
  testerHelp:
    'Piliin kung ano ang mangyayari sa bayad na ito. Sasabihan ang app gaya ng ginagawa ng isang provider.',
  pay: 'Magbayad',
  fail: 'Gawing bigo',
  expire: 'Hayaang mag-expire',
  storeHeading: 'Sa tindahan magbabayad mamaya',
  storeHelp:
    'Handa na ang iyong reference. Kapag tinanggap ng kahera ang cash, sasabihan kami ng tindahan at maa-update ang iyong utang. Puwede ka nang bumalik sa app.',
  storePay: 'Magbayad sa tindahan ngayon (tester)',
  back: (brand) => `Bumalik sa ${brand}`,
  ended: {
    paid: 'Tapos na ang bayad na ito.',
    failed: 'Hindi natuloy ang bayad na ito.',
    expired: 'Nag-expire na ang checkout na ito.',
  },
};
