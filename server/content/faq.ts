import { z } from 'zod';
import { FAQ_GROUPS } from '../../contract/care/faq-groups.ts';
import type { FaqView } from '../../contract/care/api.ts';
import { INTL_LOCALE } from '../../contract/language.ts';
import type { Language } from '../../contract/language.ts';
import { hourText } from '../../contract/loan/contact-hours.ts';
import type { ContactHours } from '../../contract/loan/contact-hours.ts';
import { parseJsonWith } from './parse-json.ts';
import type { ParsedJson } from './parse-json.ts';

/**
 * The help centre's questions (docs/care.md#help-centre): groups in a fixed set, each question
 * written in English and, where given, in Filipino and Hindi; a missing language falls back to
 * English per question. `FAQ_JSON` replaces the built-in set whole and is checked at start.
 */
const entry = z.strictObject({
  question: z.string().trim().min(1).max(200),
  answer: z.string().trim().min(1).max(2000),
});

const questionSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]{1,40}$/, { error: 'must be 1–40 of a-z, 0-9 and -' }),
  en: entry,
  ph: entry.optional(),
  hi: entry.optional(),
});

export const faqContentSchema = z
  .array(
    z.strictObject({
      id: z.enum(FAQ_GROUPS),
      questions: z.array(questionSchema).min(1).max(50),
    }),
  )
  .min(1)
  .superRefine((groups, ctx) => {
    const groupIds = new Set<string>();
    const questionIds = new Set<string>();
    groups.forEach((group, g) => {
      if (groupIds.has(group.id)) {
        ctx.addIssue({ code: 'custom', path: [g, 'id'], message: `group ${group.id} twice` });
      }
      groupIds.add(group.id);
      group.questions.forEach((question, q) => {
        if (questionIds.has(question.id)) {
          ctx.addIssue({
            code: 'custom',
            path: [g, 'questions', q, 'id'],
            message: `question ${question.id} twice`,
          });
        }
        questionIds.add(question.id);
      });
    });
  });

export type FaqContent = z.infer<typeof faqContentSchema>;

export const parseFaqJson = (json: string): ParsedJson<FaqContent> =>
  parseJsonWith(faqContentSchema, json);

/**
 * The questions in one language, each falling back to English where it has no translation. An
 * answer says `{contactFrom}` and `{contactUntil}` where the configured contact hours go
 * (docs/glossary.md#contact-hours), so no answer keeps a copy of them.
 */
export function faqIn(content: FaqContent, language: Language, hours: ContactHours): FaqView {
  const locale = INTL_LOCALE[language];
  const fill = (text: string) =>
    text
      .replaceAll('{contactFrom}', hourText(locale, hours.fromHour))
      .replaceAll('{contactUntil}', hourText(locale, hours.toHour));
  return {
    groups: content.map((group) => ({
      id: group.id,
      questions: group.questions.map((question) => {
        const entry = question[language] ?? question.en;
        return { id: question.id, question: entry.question, answer: fill(entry.answer) };
      }),
    })),
  };
}

/**
 * The built-in questions. They state the default config (products, limits, hours); an operator
 * who changes those figures replaces the FAQ too (FAQ_JSON). Every answer restates a rule of
 * docs/loans.md, docs/sign-in.md, docs/profile.md or docs/compliance.md; nothing promised here is
 * not built.
 */
export const DEFAULT_FAQ: FaqContent = [
  {
    id: 'applying',
    questions: [
      {
        id: 'how-to-apply',
        en: {
          question: 'How do I apply for a loan?',
          answer:
            'Sign in with your mobile number and the code we send by SMS, then fill in your application: basic information, contact details, address, work, three emergency contacts, your ID with its photo, your payout account and a face photo. It takes about 5 minutes, and what you type is kept on your phone until you submit.',
        },
        ph: {
          question: 'Paano ako mag-a-apply ng loan?',
          answer:
            'Mag-sign in gamit ang iyong mobile number at ang code na ipapadala namin sa SMS, saka punan ang iyong application: pangunahing impormasyon, contact details, address, trabaho, tatlong emergency contact, ang iyong ID at ang litrato nito, ang iyong payout account at isang litrato ng mukha. Mga 5 minuto lang ito, at nakatago sa iyong telepono ang iyong tina-type hanggang sa i-submit mo.',
        },
        hi: {
          question: 'मैं लोन के लिए आवेदन कैसे करूँ?',
          answer:
            'अपने मोबाइल नंबर और SMS से भेजे गए कोड से साइन इन करें, फिर अपना आवेदन भरें: बुनियादी जानकारी, संपर्क विवरण, पता, काम, तीन आपातकालीन संपर्क, अपनी ID और उसकी फ़ोटो, अपना भुगतान खाता और चेहरे की एक फ़ोटो। इसमें लगभग 5 मिनट लगते हैं, और जमा करने तक आपका लिखा हुआ आपके फ़ोन पर सहेजा रहता है।',
        },
      },
      {
        id: 'who-can-apply',
        en: {
          question: 'Who can apply?',
          answer:
            'Anyone aged 21 to 65 with a Philippine mobile number, a valid government ID and a bank account or e-wallet in their own name for the payout.',
        },
        ph: {
          question: 'Sino ang puwedeng mag-apply?',
          answer:
            'Sinumang may edad 21 hanggang 65 na may Philippine mobile number, valid na government ID, at bank account o e-wallet na nakapangalan sa kanya para sa payout.',
        },
        hi: {
          question: 'कौन आवेदन कर सकता है?',
          answer:
            '21 से 65 वर्ष का कोई भी व्यक्ति जिसके पास फ़िलीपींस का मोबाइल नंबर, वैध सरकारी ID, और भुगतान पाने के लिए अपने नाम का बैंक खाता या ई-वॉलेट हो।',
        },
      },
      {
        id: 'decision-time',
        en: {
          question: 'How long does the decision take?',
          answer:
            'Usually a few minutes. Home shows "Under review" until the decision is ready, and an SMS tells you when it is. The SMS never says the outcome, because a phone’s lock screen is not private: open the app to read it.',
        },
        ph: {
          question: 'Gaano katagal bago malaman ang desisyon?',
          answer:
            'Kadalasan ilang minuto lang. Nakikita sa Home ang "Sinusuri pa" hanggang handa na ang desisyon, at may SMS na magsasabi kapag handa na ito. Hindi kailanman sinasabi ng SMS ang resulta, dahil hindi pribado ang lock screen ng telepono: buksan ang app para mabasa ito.',
        },
        hi: {
          question: 'फ़ैसले में कितना समय लगता है?',
          answer:
            'आम तौर पर कुछ मिनट। फ़ैसला तैयार होने तक होम पर "समीक्षा जारी है" दिखता है, और तैयार होने पर एक SMS आपको बताता है। SMS में नतीजा कभी नहीं लिखा होता, क्योंकि फ़ोन की लॉक स्क्रीन निजी नहीं होती: उसे पढ़ने के लिए ऐप खोलें।',
        },
      },
      {
        id: 'refused-or-correction',
        en: {
          question: 'What if my application is refused or needs a correction?',
          answer:
            'If something needs correcting, such as an unclear ID photo or a wrong ID number, home tells you which part to fix and you submit again. If the application is refused, home shows the date from which you may apply again, 30 days later.',
        },
        ph: {
          question: 'Paano kung ma-refuse ang application ko o kailangan itong itama?',
          answer:
            'Kung may kailangang itama, tulad ng malabong litrato ng ID o maling ID number, sasabihin ng Home kung aling bahagi ang aayusin at saka mo ito i-submit ulit. Kung na-refuse ang application, ipapakita ng Home ang petsa kung kailan ka puwedeng mag-apply ulit, 30 araw pagkatapos.',
        },
        hi: {
          question: 'अगर मेरा आवेदन अस्वीकार हो जाए या उसमें सुधार चाहिए तो?',
          answer:
            'अगर कुछ सुधारना है, जैसे ID की धुंधली फ़ोटो या ग़लत ID नंबर, तो होम बताता है कि कौन सा हिस्सा ठीक करना है और आप फिर से जमा करते हैं। अगर आवेदन अस्वीकार हो जाए, तो होम वह तारीख़ दिखाता है जिससे आप फिर आवेदन कर सकते हैं, यानी 30 दिन बाद।',
        },
      },
    ],
  },
  {
    id: 'borrowing',
    questions: [
      {
        id: 'how-much',
        en: {
          question: 'How much can I borrow?',
          answer:
            'An approval gives you a credit limit from ₱2,000 to ₱10,000, and you choose an amount up to it. Each loan you repay on time raises the limit by at least ₱500. You can have one loan open at a time.',
        },
        ph: {
          question: 'Magkano ang puwede kong hiramin?',
          answer:
            'Kapag na-approve ka, bibigyan ka ng credit limit mula ₱2,000 hanggang ₱10,000, at pipili ka ng halagang hindi lalampas dito. Bawat loan na nabayaran mo sa tamang oras ay nagpapataas ng limit nang hindi bababa sa ₱500. Isang loan lang ang puwedeng bukas sa isang pagkakataon.',
        },
        hi: {
          question: 'मैं कितना उधार ले सकता हूँ?',
          answer:
            'मंज़ूरी मिलने पर आपको ₱2,000 से ₱10,000 तक की क्रेडिट सीमा मिलती है, और आप उसके भीतर रकम चुनते हैं। समय पर चुकाया गया हर लोन आपकी क्रेडिट सीमा को कम से कम ₱500 बढ़ाता है। एक समय में एक ही लोन खुला रह सकता है।',
        },
      },
      {
        id: 'cost',
        en: {
          question: 'What does a loan cost?',
          answer:
            'Before you sign, the disclosure statement shows every charge in pesos and centavos: interest, the service fee and its VAT, the credit reporting fee, what you receive, what you repay and the effective interest rate. Every loan stays within the SEC caps: interest of at most 6% a month, and all charges together never more than the amount borrowed.',
        },
        ph: {
          question: 'Magkano ang gastos ng isang loan?',
          answer:
            'Bago ka pumirma, ipinapakita ng Disclosure Statement ang bawat singil sa piso at sentimo: interes, service fee at ang VAT nito, credit reporting fee, ang matatanggap mo, ang babayaran mo at ang effective interest rate. Sumusunod ang bawat loan sa mga cap ng SEC: interes na hindi hihigit sa 6% kada buwan, at hindi kailanman lalampas sa hiniram na halaga ang lahat ng singil na pinagsama.',
        },
        hi: {
          question: 'लोन की लागत कितनी है?',
          answer:
            'हस्ताक्षर से पहले, प्रकटीकरण विवरण हर शुल्क पेसो और सेंटावो में दिखाता है: ब्याज, सेवा शुल्क और उस पर वैट, क्रेडिट रिपोर्टिंग शुल्क, आपको मिलने वाली रकम, चुकाने वाली रकम और प्रभावी ब्याज दर। हर लोन SEC की सीमाओं के भीतर रहता है: ब्याज महीने में अधिकतम 6%, और सारे शुल्क मिलाकर कभी उधार ली गई रकम से ज़्यादा नहीं।',
        },
      },
      {
        id: 'when-money',
        en: {
          question: 'When do I receive the money?',
          answer:
            'After you sign, we check the order and send the money to your payout account; most payouts arrive within minutes. While your bank or e-wallet is still processing it, allow up to 24 hours. If a payout fails, the app asks you for another account.',
        },
        ph: {
          question: 'Kailan ko matatanggap ang pera?',
          answer:
            'Pagkatapos mong pumirma, susuriin namin ang order at ipapadala ang pera sa iyong payout account; karamihan ng payout ay dumarating sa loob ng ilang minuto. Habang pinoproseso pa ito ng iyong bangko o e-wallet, maghintay nang hanggang 24 oras. Kung pumalya ang payout, hihingi ang app ng ibang account.',
        },
        hi: {
          question: 'मुझे पैसे कब मिलेंगे?',
          answer:
            'हस्ताक्षर के बाद हम ऑर्डर की जाँच करते हैं और पैसे आपके भुगतान खाते में भेजते हैं; ज़्यादातर भुगतान कुछ ही मिनटों में पहुँच जाते हैं। जब तक आपका बैंक या ई-वॉलेट उसे प्रोसेस कर रहा हो, 24 घंटे तक का समय दें। अगर भुगतान विफल हो जाए, तो ऐप आपसे दूसरा खाता माँगता है।',
        },
      },
      {
        id: 'cancel',
        en: {
          question: 'Can I cancel a loan?',
          answer:
            'Yes, through customer service. Before the money is sent, cancelling costs nothing. Within 24 hours after you receive it, you can still cancel by returning the amount borrowed through customer service.',
        },
        ph: {
          question: 'Puwede ko bang i-cancel ang loan?',
          answer:
            'Oo, sa pamamagitan ng customer service. Bago maipadala ang pera, walang bayad ang pag-cancel. Sa loob ng 24 oras matapos mo itong matanggap, puwede mo pa ring i-cancel sa pagbabalik ng hiniram na halaga sa pamamagitan ng customer service.',
        },
        hi: {
          question: 'क्या मैं लोन रद्द कर सकता हूँ?',
          answer:
            'हाँ, ग्राहक सेवा के ज़रिए। पैसे भेजे जाने से पहले रद्द करने का कोई शुल्क नहीं है। पैसे मिलने के 24 घंटे के भीतर भी आप ग्राहक सेवा के ज़रिए उधार ली गई रकम लौटाकर रद्द कर सकते हैं।',
        },
      },
    ],
  },
  {
    id: 'repaying',
    questions: [
      {
        id: 'how-to-pay',
        en: {
          question: 'How can I repay?',
          answer:
            'Open your loan and tap repay. You can pay with GCash or Maya, with InstaPay QR Ph from any bank or e-wallet app, over the counter with a reference number (7-Eleven, Cebuana Lhuillier, M Lhuillier, Palawan Express, Bayad Center) or by bank transfer. The app offers the ways that are available today.',
        },
        ph: {
          question: 'Paano ako magbabayad?',
          answer:
            'Buksan ang iyong loan at i-tap ang bayad. Puwede kang magbayad gamit ang GCash o Maya, InstaPay QR Ph mula sa anumang bank o e-wallet app, over the counter gamit ang reference number (7-Eleven, Cebuana Lhuillier, M Lhuillier, Palawan Express, Bayad Center) o bank transfer. Ipinapakita ng app ang mga paraang available ngayon.',
        },
        hi: {
          question: 'मैं भुगतान कैसे करूँ?',
          answer:
            'अपना लोन खोलें और भुगतान पर टैप करें। आप GCash या Maya से, किसी भी बैंक या ई-वॉलेट ऐप से InstaPay QR Ph से, रेफ़रेंस नंबर के साथ काउंटर पर (7-Eleven, Cebuana Lhuillier, M Lhuillier, Palawan Express, Bayad Center) या बैंक ट्रांसफ़र से भुगतान कर सकते हैं। ऐप वही तरीके दिखाता है जो आज उपलब्ध हैं।',
        },
      },
      {
        id: 'pay-early',
        en: {
          question: 'Can I pay early?',
          answer:
            'Yes, at any time and with no extra charge. When you pay in full early, you pay interest only up to the day you pay.',
        },
        ph: {
          question: 'Puwede ba akong magbayad nang maaga?',
          answer:
            'Oo, anumang oras at walang dagdag na singil. Kapag binayaran mo nang buo nang maaga, ang interes lang hanggang sa araw ng pagbabayad ang babayaran mo.',
        },
        hi: {
          question: 'क्या मैं जल्दी भुगतान कर सकता हूँ?',
          answer:
            'हाँ, कभी भी और बिना किसी अतिरिक्त शुल्क के। जल्दी पूरा भुगतान करने पर आप केवल भुगतान के दिन तक का ब्याज देते हैं।',
        },
      },
      {
        id: 'extension',
        en: {
          question: 'What is an extension?',
          answer:
            'If you cannot pay in full by the due date, you can move it 8 days later: you pay the extension fee (0.8% of the amount borrowed) plus the interest, fees and late charges owed so far, and the amount borrowed stays as it is. A loan can be extended up to 3 times, and each extension shows its own extension disclosure statement before you pay.',
        },
        ph: {
          question: 'Ano ang extension?',
          answer:
            'Kung hindi mo mababayaran nang buo bago ang due date, puwede mo itong i-extend nang 8 araw: babayaran mo ang extension fee (0.8% ng hiniram na halaga) at ang interes, fees at late charge hanggang ngayon, at mananatili ang hiniram na halaga. Hanggang 3 beses puwedeng i-extend ang isang loan, at bawat extension ay may sariling Disclosure Statement ng extension bago ka magbayad.',
        },
        hi: {
          question: 'अवधि विस्तार क्या है?',
          answer:
            'अगर आप देय तिथि तक पूरा भुगतान नहीं कर सकते, तो आप उसे 8 दिन आगे बढ़ा सकते हैं: आप अवधि विस्तार शुल्क (उधार ली गई रकम का 0.8%) और अब तक बकाया ब्याज, शुल्क और विलंब शुल्क चुकाते हैं, और उधार ली गई रकम वैसी ही रहती है। एक लोन को 3 बार तक बढ़ाया जा सकता है, और हर अवधि विस्तार भुगतान से पहले अपना अवधि विस्तार का प्रकटीकरण विवरण दिखाता है।',
        },
      },
      {
        id: 'pay-late',
        en: {
          question: 'What happens if I pay late?',
          answer:
            'From the day after the due date, a late charge of 0.10% a day runs on the amount due, and all charges together never exceed the amount borrowed. We remind you by SMS and in the app, politely and only between {contactFrom} and {contactUntil} Manila time, and we never contact your emergency contacts to collect.',
        },
        ph: {
          question: 'Ano ang mangyayari kung late akong magbayad?',
          answer:
            'Simula sa araw pagkatapos ng due date, may late charge na 0.10% kada araw sa halagang dapat bayaran, at hindi kailanman lalampas sa hiniram na halaga ang lahat ng singil na pinagsama. Pinapaalalahanan ka namin sa SMS at sa app, nang magalang at mula {contactFrom} hanggang {contactUntil} lamang (oras sa Maynila), at hindi namin kailanman kinokontak ang iyong emergency contacts para maningil.',
        },
        hi: {
          question: 'देर से भुगतान करने पर क्या होता है?',
          answer:
            'देय तिथि के अगले दिन से बकाया रकम पर रोज़ 0.10% का विलंब शुल्क लगता है, और सारे शुल्क मिलाकर कभी उधार ली गई रकम से ज़्यादा नहीं होते। हम आपको SMS और ऐप में विनम्रता से और केवल मनीला समय के अनुसार {contactFrom} से {contactUntil} के बीच याद दिलाते हैं, और वसूली के लिए आपके आपातकालीन संपर्कों से कभी संपर्क नहीं करते।',
        },
      },
      {
        id: 'part-payment',
        en: {
          question: 'Can I pay part of my loan?',
          answer:
            'Yes: any amount from ₱100 up to what you owe. It pays late charges first, then fees, interest and the amount borrowed. The due date stays the same.',
        },
        ph: {
          question: 'Puwede ba akong magbayad ng bahagi lang ng loan?',
          answer:
            'Oo: anumang halaga mula ₱100 hanggang sa utang mo. Uunahin nitong bayaran ang late charges, saka ang fees, interes at ang hiniram na halaga. Hindi magbabago ang due date.',
        },
        hi: {
          question: 'क्या मैं लोन का कुछ हिस्सा चुका सकता हूँ?',
          answer:
            'हाँ: ₱100 से लेकर आपकी बकाया रकम तक कोई भी राशि। इससे पहले विलंब शुल्क, फिर शुल्क, ब्याज और उधार ली गई रकम चुकती है। देय तिथि वही रहती है।',
        },
      },
    ],
  },
  {
    id: 'account',
    questions: [
      {
        id: 'sign-in',
        en: {
          question: 'How do I sign in?',
          answer:
            'With your mobile number and a 4-digit code we send by SMS; there is no password. A code is valid for 5 minutes, and you can ask for up to 5 codes a day.',
        },
        ph: {
          question: 'Paano ako magsa-sign in?',
          answer:
            'Gamit ang iyong mobile number at isang 4-digit na code na ipapadala namin sa SMS; walang password. Valid ang code nang 5 minuto, at hanggang 5 code kada araw ang puwede mong hingin.',
        },
        hi: {
          question: 'मैं साइन इन कैसे करूँ?',
          answer:
            'अपने मोबाइल नंबर और SMS से भेजे गए 4 अंकों के कोड से; कोई पासवर्ड नहीं है। कोड 5 मिनट तक मान्य रहता है, और आप दिन में 5 कोड तक माँग सकते हैं।',
        },
      },
      {
        id: 'change-payout-account',
        en: {
          question: 'Can I change my payout account?',
          answer:
            'Yes, once you have repaid a loan: open My account and choose "Change payout account". If a payout fails, the app asks you for another account at once.',
        },
        ph: {
          question: 'Puwede ko bang palitan ang aking payout account?',
          answer:
            'Oo, kapag nabayaran mo na ang isang loan: buksan ang Aking account at piliin ang "Palitan ang account na padadalhan". Kung pumalya ang payout, agad na hihingi ang app ng ibang account.',
        },
        hi: {
          question: 'क्या मैं अपना भुगतान खाता बदल सकता हूँ?',
          answer:
            'हाँ, एक लोन चुका देने के बाद: मेरा खाता खोलें और "भुगतान खाता बदलें" चुनें। अगर कोई भुगतान विफल हो जाए, तो ऐप तुरंत आपसे दूसरा खाता माँगता है।',
        },
      },
      {
        id: 'language',
        en: {
          question: 'Can I use the app in Filipino or Hindi (हिन्दी)?',
          answer:
            'Yes. Choose English, Pilipino or हिन्दी on the sign-in screen. Your loan documents are written in the language you sign them in.',
        },
        ph: {
          question: 'Puwede ko bang gamitin ang app sa Filipino o sa wikang Hindi (हिन्दी)?',
          answer:
            'Oo. Piliin ang English, Pilipino o हिन्दी sa screen ng pag-sign in. Nakasulat ang iyong mga dokumento ng loan sa wikang ginamit mo nang pumirma ka.',
        },
        hi: {
          question: 'क्या मैं ऐप फ़िलिपिनो या हिंदी में इस्तेमाल कर सकता हूँ?',
          answer:
            'हाँ। साइन-इन स्क्रीन पर English, Pilipino या हिन्दी चुनें। आपके लोन दस्तावेज़ उसी भाषा में होते हैं जिसमें आप हस्ताक्षर करते हैं।',
        },
      },
      {
        id: 'contact-us',
        en: {
          question: 'How do I reach customer service?',
          answer:
            'Call the hotline or write to us by e-mail, Monday to Sunday from 9:00 AM to 6:00 PM Manila time. The Customer service page shows the numbers and whether we are open now.',
        },
        ph: {
          question: 'Paano ko makokontak ang customer service?',
          answer:
            'Tumawag sa hotline o mag-email sa amin, Lunes hanggang Linggo mula 9:00 AM hanggang 6:00 PM oras sa Maynila. Ipinapakita ng pahina ng Customer service ang mga numero at kung bukas kami ngayon.',
        },
        hi: {
          question: 'मैं ग्राहक सेवा से कैसे संपर्क करूँ?',
          answer:
            'हॉटलाइन पर कॉल करें या हमें ई-मेल लिखें, सोमवार से रविवार, मनीला समय से सुबह 9:00 से शाम 6:00 बजे तक। ग्राहक सेवा पेज पर नंबर और यह दिखता है कि हम अभी खुले हैं या नहीं।',
        },
      },
    ],
  },
  {
    id: 'privacy',
    questions: [
      {
        id: 'data-collected',
        en: {
          question: 'What data do you collect?',
          answer:
            'What you enter in your application, your ID and face photos, the three emergency contacts you name, and the records of your loans and payments. We never read your contact list, your SMS or your location.',
        },
        ph: {
          question: 'Anong datos ang kinokolekta ninyo?',
          answer:
            'Ang inilagay mo sa iyong application, ang mga litrato ng iyong ID at mukha, ang tatlong emergency contact na pinangalanan mo, at ang mga rekord ng iyong mga loan at bayad. Hindi namin kailanman binabasa ang iyong contact list, SMS o lokasyon.',
        },
        hi: {
          question: 'आप कौन सा डेटा इकट्ठा करते हैं?',
          answer:
            'आपने आवेदन में जो भरा, आपकी ID और चेहरे की फ़ोटो, आपके बताए तीन आपातकालीन संपर्क, और आपके लोन व भुगतानों के रिकॉर्ड। हम आपकी संपर्क सूची, SMS या लोकेशन कभी नहीं पढ़ते।',
        },
      },
      {
        id: 'emergency-contacts',
        en: {
          question: 'Will you call my emergency contacts?',
          answer:
            'No. We use them only to help verify your application. We never contact them to collect a debt and never tell them about your loan, as SEC rules require.',
        },
        ph: {
          question: 'Tatawagan ba ninyo ang aking emergency contacts?',
          answer:
            'Hindi. Ginagamit lang namin sila para makatulong sa pag-verify ng iyong application. Hindi namin sila kailanman kinokontak para maningil ng utang at hindi namin sinasabi sa kanila ang tungkol sa iyong loan, ayon sa mga patakaran ng SEC.',
        },
        hi: {
          question: 'क्या आप मेरे आपातकालीन संपर्कों को कॉल करेंगे?',
          answer:
            'नहीं। हम उनका उपयोग केवल आपके आवेदन की पुष्टि में मदद के लिए करते हैं। SEC के नियमों के अनुसार, हम कर्ज़ वसूलने के लिए उनसे कभी संपर्क नहीं करते और उन्हें आपके लोन के बारे में कभी नहीं बताते।',
        },
      },
      {
        id: 'photos',
        en: {
          question: 'Who sees my photos?',
          answer:
            'Your ID and face photos are used only to verify who you are. They are stored privately with their hidden details (such as location) removed, shown only to you in the app, and a replaced photo is deleted after a while.',
        },
        ph: {
          question: 'Sino ang nakakakita ng aking mga litrato?',
          answer:
            'Ginagamit lang ang mga litrato ng iyong ID at mukha para patunayan kung sino ka. Nakatago ang mga ito nang pribado at tinanggal ang mga nakatagong detalye (tulad ng lokasyon), ikaw lang ang nakakakita sa mga ito sa app, at binubura ang napalitang litrato pagkalipas ng ilang panahon.',
        },
        hi: {
          question: 'मेरी फ़ोटो कौन देखता है?',
          answer:
            'आपकी ID और चेहरे की फ़ोटो का इस्तेमाल केवल आपकी पहचान की पुष्टि के लिए होता है। वे छिपी जानकारी (जैसे लोकेशन) हटाकर निजी रूप से रखी जाती हैं, ऐप में केवल आपको दिखती हैं, और बदली गई फ़ोटो कुछ समय बाद मिटा दी जाती है।',
        },
      },
      {
        id: 'sign-out-shared-phone',
        en: {
          question: 'I share my phone. What stays on it?',
          answer:
            'While you are signed in, your drafts and unsent saves are kept on the phone so you can continue offline. Signing out removes them, with your session, your number and your photos, from the phone.',
        },
        ph: {
          question: 'Kasama ko sa telepono ang iba. Ano ang naiiwan dito?',
          answer:
            'Habang naka-sign in ka, nakatago sa telepono ang iyong mga draft at hindi pa naipapadalang save para makapagpatuloy ka kahit offline. Kapag nag-sign out ka, tatanggalin ang mga ito sa telepono, kasama ang iyong session, numero at mga litrato.',
        },
        hi: {
          question: 'मैं अपना फ़ोन दूसरों के साथ साझा करता हूँ। उस पर क्या रहता है?',
          answer:
            'साइन इन रहते हुए आपके ड्राफ़्ट और न भेजे गए बदलाव फ़ोन पर रखे जाते हैं ताकि आप ऑफ़लाइन भी जारी रख सकें। साइन आउट करने पर वे आपके सत्र, नंबर और फ़ोटो के साथ फ़ोन से हटा दिए जाते हैं।',
        },
      },
    ],
  },
];
