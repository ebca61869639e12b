// English is the reference wording for the legal pages; Spanish must provide the same documents.
// {{supportEmail}} is filled in by the page from lib/contact, so the address lives in one place.

export type LegalSection = { heading: string; paragraphs: string[]; items?: string[] };
export type LegalDocument = { title: string; intro: string; sections: LegalSection[] };
export type LegalTranslation = {
  lastUpdated: string;
  terms: LegalDocument;
  privacy: LegalDocument;
  refund: LegalDocument;
};

export const en: LegalTranslation = {
  lastUpdated: 'Last updated:',
  terms: {
    title: 'Terms of Service',
    intro:
      'These Terms of Service ("Terms") govern your use of the Field Hockey Events website and subscription service (the "Service"), operated by Field Hockey Events ("we", "us", "our"). Please read them carefully.',
    sections: [
      {
        heading: '1. Acceptance of these Terms',
        paragraphs: [
          'By creating an account, subscribing or otherwise using the Service, you agree to these Terms and to our Privacy Policy and Refund Policy. If you do not agree, do not use the Service.',
        ],
      },
      {
        heading: '2. The Service',
        paragraphs: [
          'The Service is a listing of field hockey showcases, clinics, ID camps, tournaments and recruiting events across the USA, intended to help parents and athletes plan the college recruiting process.',
          'Event information is collected automatically, including with the help of artificial intelligence, from publicly available sources and from information sent to us by organizers. We do not organize, host or run any of the listed events and we are not affiliated with their organizers unless we say so explicitly.',
        ],
      },
      {
        heading: '3. Accounts',
        paragraphs: [
          'You must be at least 13 years old to create an account, or be a parent or legal guardian creating it for your athlete: when you sign up, you confirm one or the other. If you are under 18, a parent or legal guardian must agree to these Terms on your behalf and supervise your use of the Service. If we learn that an account holds the personal information of a child under 13, an administrator deletes it.',
          'You agree to give accurate information, to keep your password confidential and to tell us promptly at {{supportEmail}} if you believe your account has been used without your permission. You are responsible for the activity on your account. Accounts are personal and may not be shared or resold.',
        ],
      },
      {
        heading: '4. Plans, prices and billing',
        paragraphs: [
          'A free account gives access to one sample event. Full access requires a paid subscription:',
        ],
        items: [
          'Basic: $18 per month. The full event database with basic filters (state, date, type) for events in the next 3 months; the database is updated weekly.',
          'Pro: $28 per month. Everything in Basic for the entire year, plus 2 years of past events, advanced filters, e-mail alerts and reminders, saved events, calendar export and statistics; the database is updated daily.',
        ],
      },
      {
        heading: '5. Payments and automatic renewal',
        paragraphs: [
          'There is no free trial. Subscriptions are billed monthly in advance and renew automatically at the end of each monthly period until you cancel. By subscribing you authorize us to charge the payment method you provide at each renewal.',
          'Payments are processed by a third-party card payment provider through its secure hosted pages. We never see or store your full card number. Prices are in US dollars and may not include taxes that apply to you.',
          'We may change our prices. We will tell you by e-mail before a new price applies, and it will only apply from your next billing period after the notice. Promotional codes are valid only under the conditions announced with them.',
        ],
      },
      {
        heading: '6. Cancellation',
        paragraphs: [
          'You can cancel your subscription at any time from your profile. Cancellation takes effect at the end of the current paid period: you keep access until then and you will not be charged again. Your account stays open after that, so that you can come back. If you do not subscribe again within 90 days after the end of the paid period, we delete your account and its personal data, as described in our Privacy Policy; 7 days before, we e-mail you a warning, in your language, with a link to subscribe again.',
        ],
      },
      {
        heading: '7. Refunds',
        paragraphs: [
          'Payments are non-refundable, except in the cases and under the conditions set out in our Refund Policy (technical downtime, billing errors and unauthorized charges, requested within 7 days).',
        ],
      },
      {
        heading: '8. Accuracy of event information',
        paragraphs: [
          'We work to keep the listings complete and current, but dates, locations, costs, registration deadlines and other details are set by the organizers and can change or contain errors. Always confirm the details with the organizer before you register, pay or travel. We are not responsible for the events themselves, for their cancellation or for any dealings between you and an organizer.',
        ],
      },
      {
        heading: '9. Acceptable use',
        paragraphs: ['When using the Service you agree not to:'],
        items: [
          'copy, scrape, download in bulk, resell or republish the event listings, or use them to build a competing product;',
          'share your account or password with people outside your household;',
          'try to access accounts, data or parts of the Service that you are not authorized to access, or bypass plan limits;',
          'interfere with the operation or security of the Service, or send malicious code or excessive automated requests;',
          'use the Service in a way that breaks the law or the rights of others.',
        ],
      },
      {
        heading: '10. Event submissions by organizers',
        paragraphs: [
          'If you send us information about an event, you confirm that you are entitled to share it and you allow us to publish, edit and display it in the Service free of charge. We may decline or remove any listing.',
        ],
      },
      {
        heading: '11. Intellectual property',
        paragraphs: [
          'The Service, including its software, design, texts and the compilation of event listings, belongs to Field Hockey Events or its licensors and is protected by law. Your subscription gives you a personal, non-transferable, revocable right to use the Service for your own non-commercial purposes.',
        ],
      },
      {
        heading: '12. Disclaimers and limitation of liability',
        paragraphs: [
          'The Service is provided "as is" and "as available", without warranties of any kind, to the fullest extent permitted by law. We do not promise that the Service will be uninterrupted or error-free, or that using it will lead to any recruiting result.',
          'To the fullest extent permitted by law, we are not liable for indirect, incidental or consequential damages, and our total liability for any claim related to the Service is limited to the amount you paid us in the three months before the claim arose.',
        ],
      },
      {
        heading: '13. Suspension and termination',
        paragraphs: [
          'We may suspend or close an account that breaks these Terms, that is used fraudulently or that puts the Service or other users at risk. You can stop using the Service and cancel your subscription at any time.',
          'You can also delete your account at any time from your profile (Profile → Delete my account, with your password). Deleting it cancels a paid subscription at once, without a refund for the rest of the period, ends every session and frees your username and e-mail address.',
        ],
      },
      {
        heading: '14. Changes to these Terms',
        paragraphs: [
          'We may update these Terms. When we do, we change the date at the top of this page and, for significant changes, tell you by e-mail or in the Service before they take effect. If you keep using the Service after the changes take effect, you accept the updated Terms.',
        ],
      },
      {
        heading: '15. Governing law',
        paragraphs: [
          'These Terms are governed by the laws of the United States and of the state in which Field Hockey Events is established, without regard to conflict-of-law rules. Nothing in these Terms limits rights that you have under laws that cannot be waived by contract.',
        ],
      },
      {
        heading: '16. Contact',
        paragraphs: ['Questions about these Terms? Write to us at {{supportEmail}}.'],
      },
    ],
  },
  privacy: {
    title: 'Privacy Policy',
    intro:
      'This Privacy Policy explains what personal information Field Hockey Events ("we", "us", "our") collects when you use our website and subscription service (the "Service"), how we use it and the choices you have.',
    sections: [
      {
        heading: '1. Information we collect',
        paragraphs: ['We collect only what we need to run the Service:'],
        items: [
          'Account information: your username, e-mail address and password. Passwords are stored only as a secure one-way hash.',
          'Subscription information: your plan, the status of your subscription and the references our payment provider gives us. Your card details are entered on the payment provider’s hosted pages and are never sent to or stored by us.',
          'Activity in the Service: the events you save, your settings, your calendar feed link and the notes or preferences you add.',
          'Technical information: your IP address, browser type, pages requested and the time of each request, kept in server logs for security and troubleshooting.',
          'Messages you send us, for example by e-mail to our support or events addresses, and a copy of the e-mails we send you.',
        ],
      },
      {
        heading: '2. How we use your information',
        paragraphs: ['We use your information to:'],
        items: [
          'create and run your account, keep you signed in and give you the access that matches your plan;',
          'process payments and manage your subscription, through our payment provider;',
          'send you the e-mails the Service involves, such as account and billing messages and, on the Pro plan, alerts, reminders and digests;',
          'protect the Service and its users, for example by limiting repeated sign-in attempts and preventing fraud;',
          'answer your questions and improve the Service.',
        ],
      },
      {
        heading: '3. Cookies and local storage',
        paragraphs: [
          'We use one essential cookie to keep you signed in. It is strictly necessary for the Service and is not used for advertising. We also store your interface language (English or Spanish) in your browser’s local storage so that the site opens in that language next time. We do not use advertising or cross-site tracking cookies.',
        ],
      },
      {
        heading: '4. How we share information',
        paragraphs: [
          'We do not sell or rent your personal information. We share it only with service providers that help us run the Service, such as our card payment provider, hosting and e-mail delivery providers, under contracts that allow them to use it only on our behalf; when the law requires it; to protect our rights or the safety of others; or as part of a merger or sale of our business, in which case this Policy continues to apply to your information.',
        ],
      },
      {
        heading: '5. How long we keep information',
        paragraphs: [
          'We keep your information while your account exists. When your subscription ends (after a cancellation, at the end of the paid period) and you do not subscribe again within 90 days, we delete your account and its personal data. 7 days before, we send you a warning by e-mail, in your language, with a link to subscribe again; if you subscribe again in time, your account and your saved events stay.',
          'When an account is deleted, by its holder, by an administrator or after those 90 days, its personal data (username, e-mail address, notes, calendar feed link, IP addresses and payment customer reference) becomes unreadable everywhere we keep it, including the history of our records: each account’s personal data is encrypted with a key of its own, and deleting the account destroys that key. Invoice dates and amounts are kept for the period the law requires, no longer tied to a person. Server logs are kept for a short period for security purposes. We keep backups of our records for at most 14 days: a backup made before an account was deleted still holds its key, so 14 days after the deletion no backup of ours can read its personal data, and restoring an older backup deletes the account again before the Service reopens.',
        ],
      },
      {
        heading: '6. Security',
        paragraphs: [
          'We protect your information with measures such as encrypted connections, hashed passwords, personal data encrypted with a key for each account, server-side sessions that can be revoked and limited access to our systems. No service can guarantee absolute security, so please use a strong password that you do not use elsewhere.',
        ],
      },
      {
        heading: '7. Your rights and choices',
        paragraphs: [
          'You can see and update your e-mail address and password in your profile at any time. You can download a copy of your data whenever you like (Profile → Your data → Download my data): one file with your account, subscription history, saved events, notes, notification preferences and the e-mails we sent you.',
          'You can delete your account at any time (Profile → Delete my account, with your password). Deleting it cancels a paid subscription at once, without a refund for the rest of the period, ends every session and frees your username and e-mail address; your personal data is erased as described in section 5.',
          'You can also write to {{supportEmail}} to ask us to correct your information, or for help getting a copy or deleting your account; we may need to confirm your identity first. Depending on where you live, for example in California, you may have additional rights under local law, and we will not treat you differently for using them.',
          'You can stop optional e-mails, such as reminders and digests, at any time; account and billing messages are part of the Service.',
        ],
      },
      {
        heading: '8. Children’s privacy',
        paragraphs: [
          'The Service is intended for parents and for athletes aged 13 and over. We do not knowingly collect personal information from children under 13. Signing up requires confirming that you are 13 or older, or a parent or guardian signing up for your athlete. If we learn that an account holds personal information of a child under 13, an administrator deletes the account and its personal data. If you believe a child under 13 has given us personal information, please contact us at {{supportEmail}}.',
        ],
      },
      {
        heading: '9. Where information is processed',
        paragraphs: [
          'The Service is operated from the United States and your information is stored and processed there. By using the Service from another country, you understand that your information will be transferred to the United States.',
        ],
      },
      {
        heading: '10. Changes to this Policy',
        paragraphs: [
          'We may update this Policy. When we do, we change the date at the top of this page and, for significant changes, tell you by e-mail or in the Service before they take effect.',
        ],
      },
      {
        heading: '11. Contact',
        paragraphs: ['Questions or requests about your privacy? Write to us at {{supportEmail}}.'],
      },
    ],
  },
  refund: {
    title: 'Refund Policy',
    intro:
      'This Refund Policy explains how billing, cancellation and refunds work for Field Hockey Events subscriptions. It is part of our Terms of Service.',
    sections: [
      {
        heading: '1. No free trial',
        paragraphs: [
          'We do not offer a free trial. Before you subscribe you can create a free account and open a sample event to see exactly what the Service offers.',
        ],
      },
      {
        heading: '2. Monthly billing and automatic renewal',
        paragraphs: [
          'Basic ($18/month) and Pro ($28/month) subscriptions are billed monthly in advance and renew automatically every month until you cancel. Payments are processed by our card payment provider through its secure hosted pages.',
        ],
      },
      {
        heading: '3. No refunds',
        paragraphs: [
          'Because you can see a sample event before paying and can cancel at any time, payments are non-refundable, and we do not give refunds or credits for partial months, for unused time or for periods in which you did not use the Service, except in the cases listed in section 5.',
        ],
      },
      {
        heading: '4. Cancellation',
        paragraphs: [
          'You can cancel at any time from your profile. Cancellation takes effect at the end of the period you have already paid for: you keep full access until then and you will not be charged again. Your account is kept for 90 days after the end of that period, so if you subscribe again within that time your saved events will still be there. If you do not, your account and its personal data are deleted; we e-mail you a warning 7 days before, with a link to subscribe again.',
          'Deleting your account (Profile → Delete my account) is different: it cancels a paid subscription at once, without a refund for the rest of the period you paid for.',
        ],
      },
      {
        heading: '5. Exceptions',
        paragraphs: [
          'We review refund requests case by case, and may refund all or part of a payment, only in these situations:',
        ],
        items: [
          'Technical downtime: the Service was unavailable because of a problem on our side for a significant part of the billing period you paid for.',
          'Billing errors: you were charged the wrong amount, charged more than once for the same period, or charged after your cancellation took effect.',
          'Unauthorized charges: a charge was made on your payment method without your permission.',
        ],
      },
      {
        heading: '6. How to request a refund',
        paragraphs: [
          'E-mail {{supportEmail}} within 7 days of the charge. Include the e-mail address or username of your account, the date and amount of the charge and a short description of the problem. Requests received more than 7 days after the charge cannot be accepted.',
          'We answer every request within 2 business days. If a refund is approved, it is returned to the original payment method through our payment provider; your bank decides how long it takes to appear on your statement, usually 5 to 10 business days.',
        ],
      },
      {
        heading: '7. Contact',
        paragraphs: ['Questions about billing or this policy? Write to us at {{supportEmail}}.'],
      },
    ],
  },
};
