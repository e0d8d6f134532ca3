import type { CheckoutTexts } from './checkout-texts.ts';

/* Everyday Hindi as Indian payment apps write it; brand names and "QR Ph" stay in Latin script. */
export const hi: CheckoutTexts = {
  title: 'अपने लोन का भुगतान करें',
  sandboxNotice: 'सैंडबॉक्स चेकआउट: कोई असली पैसा नहीं जाता। नीचे टेस्टर तय करता है कि क्या होगा।',
  amountLabel: 'भुगतान की राशि',
  forLabel: 'किसके लिए',
  channelLabel: 'भुगतान का तरीका',
  stepsHeading: 'भुगतान कैसे करें',
  steps: {
    ewallet: ({ channel, amount, brand }) => [
      `अपना ${channel} ऐप खोलें।`,
      `अपने वॉलेट में ${brand} को ${amount} के भुगतान अनुरोध को मंज़ूरी दें।`,
      'वॉलेट में भुगतान पूरा होने के बाद इस पेज पर लौटें।',
    ],
    qr: ({ amount }) => [
      'अपने बैंक या ई-वॉलेट का ऐप खोलें और Scan QR (InstaPay QR Ph) चुनें।',
      `नीचे दिया कोड स्कैन करें और जाँच लें कि राशि ${amount} है।`,
      'अपने ऐप में भुगतान की पुष्टि करें।',
    ],
    overTheCounter: ({ channel, amount, expiry, brand }) => [
      `${expiry} से पहले ${channel} की किसी भी शाखा में जाएँ।`,
      `कैशियर को बताएँ कि आप ${brand} को भुगतान कर रहे हैं और नीचे दिया रेफ़रेंस नंबर दें।`,
      `${amount} नकद भरें और रसीद संभाल कर रखें।`,
    ],
    bank: ({ amount }) => [
      `नीचे दिए खाते में InstaPay या PESONet से ठीक ${amount} भेजें।`,
      'ट्रांसफ़र के नोट्स में ट्रांसफ़र रेफ़रेंस लिखें।',
    ],
  },
  bankTransfer: 'बैंक ट्रांसफ़र',
  qrAlt: 'अपने बैंक या ई-वॉलेट ऐप से स्कैन करने के लिए QR Ph कोड',
  referenceLabel: 'रेफ़रेंस नंबर',
  storeLabel: 'स्टोर',
  payBeforeLabel: 'इससे पहले भुगतान करें',
  bankNameLabel: 'बैंक',
  accountNameLabel: 'खाताधारक का नाम',
  accountNumberLabel: 'खाता संख्या',
  transferReferenceLabel: 'ट्रांसफ़र रेफ़रेंस',
  closesAt: (time) => `यह चेकआउट ${time} पर बंद हो जाएगा।`,
  testerHeading: 'टेस्टर के बटन',
  testerHelp: 'चुनें कि इस भुगतान का क्या हो। ऐप को वैसे ही बताया जाता है जैसे कोई प्रोवाइडर बताता है।',
  pay: 'भुगतान करें',
  fail: 'विफल करें',
  expire: 'समय खत्म होने दें',
  storeHeading: 'स्टोर बाद में भुगतान करेगा',
  storeHelp:
    'आपका रेफ़रेंस तैयार है। कैशियर के नकद लेते ही स्टोर हमें बताएगा और आपका लोन अपडेट हो जाएगा। अब आप ऐप पर लौट सकते हैं।',
  storePay: 'अभी स्टोर पर भुगतान करें (टेस्टर)',
  back: (brand) => `${brand} पर लौटें`,
  ended: {
    paid: 'यह भुगतान पूरा हो गया है।',
    failed: 'यह भुगतान नहीं हो पाया।',
    expired: 'इस चेकआउट का समय खत्म हो गया है।',
  },
};
