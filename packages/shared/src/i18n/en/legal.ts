// Terms of Use and Privacy Policy, English translation. The Portuguese text (pt-BR/legal.ts) is the
// authoritative one; keep both in step, with the same version, date and numbers.
import type ptBR from '../pt-BR/legal.ts'
import type { Catalog } from '../catalog-type.ts'

export default {
  legal: {
    version: '2026-11-22',
    effectiveDate: 'November 22, 2026',
    terms: {
      title: 'Terms of Use',
      intro:
        'These Terms of Use govern access to and use of the Galera Eventos platform. By creating an account or using the platform, you confirm that you have read, understood and accepted these Terms and the Privacy Policy, which forms part of them. If you do not agree, do not use the platform.',
      s1: {
        title: '1. Who we are and definitions',
        body:
          'Galera Eventos is an online platform operated by a Brazilian private legal entity whose corporate name, CNPJ (company registration number) and address are shown in the site footer. In these Terms:\n\n' +
          '• Platform: the Galera Eventos website, apps and services;\n' +
          '• User: any person or company with an account on the Platform;\n' +
          '• Hirers: clients (individuals) and companies that search for and hire promoters or request product budgets;\n' +
          '• Providers: event promoters (individuals) and promotional-gift suppliers (companies);\n' +
          '• Job: the hiring of a promoter for a date and time, for a fee;\n' +
          '• Budget: a request for the price of a product made by a client to suppliers;\n' +
          '• Highlighted ad: advertising space on the Platform acquired in an ad auction.',
      },
      s2: {
        title: '2. The role of Galera Eventos',
        body:
          'Galera Eventos is an ad space that brings Hirers and Providers together. We provide the tools for searching, hiring, budgeting, payment and rating, but we are not a party to the deals made between users. Therefore:\n\n' +
          '• we do not own the products listed and we are not the employer of the promoters; Providers act independently, with no employment or partnership relationship with Galera Eventos;\n' +
          '• we do not verify in advance the identity of every user, nor the accuracy of all information in profiles, ads and catalogues;\n' +
          '• we are not responsible for the quality, safety, legality or delivery of the services and products negotiated between users, nor for the performance of their agreements.\n\n' +
          'This does not remove the rights the law grants to consumers, nor our commitment to act when we learn of wrongdoing, as described in the section “Liability, reports and cooperation”.',
      },
      s3: {
        title: '3. Registration, age and account security',
        body:
          'To create an account and hire through the Platform, you must be 18 years of age or older, or have full legal capacity under Brazilian law. Promoters must be at least 18 years old, without exception. Companies and suppliers are registered with their CNPJ by a person authorised to represent them.\n\n' +
          'When you register, you agree to:\n' +
          '• provide true, complete and up-to-date information, including your CPF or CNPJ, and keep it that way;\n' +
          '• keep a single account per CPF or CNPJ;\n' +
          '• keep your password secret and not share access to your account;\n' +
          '• tell us immediately if you suspect misuse of your account.\n\n' +
          'You are responsible for everything done with your account. We may refuse or cancel registrations with false, incomplete or duplicate information.',
      },
      s4: {
        title: '4. Free registration and paid services',
        body:
          'Registering on and using the Platform is free for Hirers and Providers: we charge no subscription, sign-up fee or any amount for keeping a profile, listing products or requesting budgets.\n\n' +
          'Galera Eventos only receives money in two cases:\n' +
          '• highlighted ads, which are optional and purchased through ad auctions (section “Ad auctions and highlights”);\n' +
          '• the platform fee deducted from the promoter’s fee when a promoter accepts a job (section “Fees on jobs and payouts”).\n\n' +
          'The Hirer pays the fee stated in the request, with no surcharge from Galera Eventos. Prices of the services and products negotiated between users are set freely by them, and each Provider is responsible for the taxes on the amounts it receives.',
      },
      s5: {
        title: '5. Fees on jobs and payouts',
        body:
          'When a promoter accepts a job, a platform fee is deducted from the promoter’s fee. The fee schedule in force is 10% of the promoter’s fee, made up of:\n' +
          '• 3% for the payment provider, which processes the charge and the payout;\n' +
          '• 7% for Galera Eventos, for intermediation and use of the Platform.\n\n' +
          'Before accepting, the promoter sees the gross amount, each part of the fee and the net amount to be received. The fee in force at the moment of acceptance is frozen on that job and does not change afterwards, even if the schedule changes.\n\n' +
          'Any change to the fees, including the adoption of the alternative 9.8% schedule (2.8% for the payment provider and 7% for Galera Eventos), will be announced at least 15 days in advance and will only apply to jobs accepted from the date it takes effect.\n\n' +
          'The payout to the promoter becomes due on the job date and is made by the payment provider, subject to its processing times. Jobs cancelled before they take place generate no payout.',
      },
      s6: {
        title: '6. Hiring promoters',
        body:
          'The Hirer sends the promoter a request with the event details, address, date, time and the fee offered. The promoter may accept or decline. Acceptance forms the agreement between Hirer and promoter and books that date and time in the promoter’s schedule, so the promoter cannot accept another job for the same period.\n\n' +
          'Either party may cancel an accepted job through the Platform. A promoter who cancels an accepted job less than 72 hours before it starts is blocked for 15 days: during that period the profile does not appear in searches and cannot accept new jobs. The block and its end date are shown in the promoter’s dashboard. When a job is cancelled before it takes place, the amount paid by the Hirer is refunded through the same payment method.\n\n' +
          'The Hirer agrees to describe the job faithfully, provide safe and decent working conditions and comply with applicable law. The promoter agrees to show up at the agreed time and to perform the service as described.',
      },
      s7: {
        title: '7. Promotional-gift budgets',
        body:
          'Clients may request a budget for a product from up to 3 suppliers and in up to 3 states, for a minimum quantity of 100 units. Each chosen supplier has 48 hours to answer with a unit price, a total price and a justification, to make a counter-proposal or to decline; without an answer within that time, the request expires for that supplier. If a supplier declines, the request may be sent to another active supplier of the same category, and the client is told.\n\n' +
          'The client compares up to 4 budgets and closes the deal with one of them. Only then does the chosen supplier receive the client’s contact details, and it has 48 hours to make contact and record completion; after that, the budget can no longer be completed. The other suppliers are told that another budget was chosen.\n\n' +
          'Final price, production, delivery, invoice and warranty are agreed directly between client and supplier, and the supplier answers for them to the client, including under the Consumer Protection Code. The same applies to reverse auctions that clients open to all suppliers of a category.',
      },
      s8: {
        title: '8. Ad auctions and highlights',
        body:
          'Galera Eventos opens auctions for highlighted spaces, such as company banners and product or category promotions. Each auction states its period, minimum value, bid increment, banner position and other rules. Suppliers may bid until the auction closes, and the highest valid bid wins.\n\n' +
          'Only the winner pays, and pays the amount of the winning bid; bidders who do not win are not charged.\n\n' +
          'The winner sends the artwork (desktop and mobile versions), which is displayed during the auction period. Artwork must comply with these Terms and the law and may be refused if it does not; the winner is responsible for its content, including trademark, copyright and image rights.\n\n' +
          'Cancelling a won ad, when done by the winner, cannot be undone and is not refunded, except where the law grants a different right.',
      },
      s9: {
        title: '9. Consumer rights and right of withdrawal',
        body:
          'When the Hirer is a consumer, that is, someone who hires as the end user, the Brazilian Consumer Protection Code (CDC, Law 8,078/1990) applies, and nothing in these Terms limits the rights it grants.\n\n' +
          'For services contracted through the Platform, the consumer may withdraw from the contract within 7 days of acceptance, under article 49 of the CDC, where applicable. Withdrawal can be made by cancelling in the dashboard or through our support channels, and the amounts paid are refunded in full, with monetary adjustment, through the same payment method. A consumer’s withdrawal carries no penalty; the 15-day block described in the section “Hiring promoters” applies only to cancellations made by the promoter.\n\n' +
          'For purchases of products negotiated through budgets, the right of withdrawal and the legal warranties are exercised against the supplier, and Galera Eventos helps the parties get in touch.',
      },
      s10: {
        title: '10. Ratings and comments',
        body:
          'After each job, Hirer and promoter rate each other as positive, neutral or negative, with a comment. For budgets, the client rates the product and the supplier with 1 to 5 stars, a title and a comment, and other users may mark a comment as helpful or not.\n\n' +
          'Ratings must reflect a real experience and be written respectfully. Fake ratings, paid ratings, ratings given in exchange for an advantage or about a deal that did not happen are not allowed.\n\n' +
          'Comments that are offensive, discriminatory, contain third parties’ personal data or break the law may be edited or removed by Galera Eventos, and the change is recorded. Apart from these cases, we do not change ratings to favour or harm anyone. If you believe a rating is improper, contact us through our support channels.',
      },
      s11: {
        title: '11. Rules of conduct and content',
        body:
          'You may not use the Platform to:\n' +
          '• advertise illegal or counterfeit products or services, or ones that infringe third-party rights;\n' +
          '• offer illegal or degrading work, or work under conditions other than those described;\n' +
          '• publish discriminatory, offensive, sexual or misleading content, or photos that are not yours or that you have no right to use;\n' +
          '• harass, threaten or expose other users, or use their contact details for other purposes;\n' +
          '• create fake accounts, impersonate someone else or manipulate ratings, searches or auctions;\n' +
          '• access areas or data without authorisation, automate mass access or disrupt the operation of the Platform.\n\n' +
          'You remain the owner of the content you publish (texts, photos, logos, catalogues) and grant Galera Eventos a free, non-exclusive licence to display it and adapt it to the Platform’s format while it is published. The Platform’s brand, software and layout belong to Galera Eventos and may not be copied without authorisation.',
      },
      s12: {
        title: '12. Documents and the “Certified” badge',
        body:
          'To protect the community, Galera Eventos may at any time ask for personal or company documents (such as an identity document, proof of address or proof of CNPJ registration) or require a user to become “Certified” (verified) in order to keep using certain features.\n\n' +
          'For certification, the user sends the requested documents and our team reviews them. Once approved, the profile shows the “Certified” badge. The badge only means that the documents provided were checked on the date of review; it is not a guarantee of the user’s conduct or of the quality of their services and products.\n\n' +
          'If the documents are not sent within the stated time, or if there are signs of fraud, we may limit features or suspend the account. Documents are handled under the Privacy Policy and used for this purpose only.',
      },
      s13: {
        title: '13. Account suspension and closure',
        body:
          'Galera Eventos may suspend an account in case of a breach of these Terms or the law, signs of fraud, false information, refusal to send requested documents or risk to other users. Suspension cancels all of the account’s active ads and offers and prevents access while it lasts. Whenever possible we will state the reason, and you may ask for the decision to be reviewed through our support channels.\n\n' +
          'You may close your account at any time from your profile. When you do, your personal data is anonymised and the records of completed deals are kept for the period the law requires, as explained in the Privacy Policy.\n\n' +
          'Suspension or closure does not extinguish obligations already undertaken towards other users or Galera Eventos, nor payouts already due.',
      },
      s14: {
        title: '14. Liability, reports and cooperation',
        body:
          'Galera Eventos is responsible for the operation of the Platform and for the services it provides itself. We work to keep it available and secure, but there may be interruptions for maintenance or due to failures of third parties, such as internet, payment or e-mail providers.\n\n' +
          'As we are not a party to deals between users, each user is responsible for what they advertise, hire, deliver and pay. Even so, we do not ignore problems:\n' +
          '• you may report profiles, ads, comments and behaviour through our support channels; we review every report and may remove content, ask for documents or suspend accounts;\n' +
          '• we cooperate with the users involved in a dispute by providing the deal records the law allows;\n' +
          '• we comply with court orders and requests from competent authorities, as provided by law.\n\n' +
          'The limitations in this section apply to the extent permitted by law and do not remove consumer rights.',
      },
      s15: {
        title: '15. Changes to these Terms',
        body:
          'We may change these Terms and the Privacy Policy to keep up with changes in the Platform or in the law. Each version is dated and available on the site.\n\n' +
          'A new version takes effect 10 days after its publication, and we will notify users on the Platform and by e-mail. Within 5 days of publication, you may object to the new version on the Platform or through our support channels. Your objection is recorded and, if you do not wish to continue under the new version, you may close your account without any penalty.\n\n' +
          'Fee changes follow the minimum 15 days’ notice set out in the section “Fees on jobs and payouts”, and jobs already accepted keep the fee in force at acceptance. If you keep using the Platform after the new version takes effect, it applies to you.',
      },
      s16: {
        title: '16. Governing law, jurisdiction and contact',
        body:
          'These Terms are governed by the laws of the Federative Republic of Brazil, in particular the Civil Code, the Consumer Protection Code, the Brazilian Internet Civil Framework (Marco Civil da Internet, Law 12,965/2014) and the General Personal Data Protection Law (Law 13,709/2018).\n\n' +
          'The courts of Salvador, State of Bahia (Salvador-BA), are chosen to settle matters arising from these Terms. If you are a consumer, you may bring proceedings in the courts of your own domicile.\n\n' +
          'Before going to court, we invite you to talk to us through the support channels shown on the site; you may also contact consumer protection agencies. Questions about personal data may be sent to our data protection officer at {dpoEmail}.\n\n' +
          'If any clause of these Terms is held invalid, the others remain in force. In case of any discrepancy between the Portuguese version and a translation, the Portuguese version prevails.',
      },
    },
    privacy: {
      title: 'Privacy Policy',
      intro:
        'This Policy explains how Galera Eventos processes the personal data of people who use the platform (clients, companies, promoters, suppliers and visitors), in accordance with the General Personal Data Protection Law (LGPD, Law 13,709/2018) and the Brazilian Internet Civil Framework (Law 12,965/2014): what we collect, why, whom we share it with and how you exercise your rights.',
      p1: {
        title: '1. Controller and data protection officer',
        body:
          'The controller of the personal data processed on the Platform is Galera Eventos, a Brazilian private legal entity that runs the marketplace connecting hirers with event promoters and promotional-gift suppliers. Its corporate name, CNPJ and address are shown in the site footer.\n\n' +
          'Our data protection officer (DPO, “encarregado” under article 41 of the LGPD) is {dpoName}, who can be reached at {dpoEmail}. The DPO receives requests and complaints from data subjects, provides clarifications, communicates with the National Data Protection Authority (ANPD) and advises our team.\n\n' +
          'When a user receives another user’s data to complete a deal, such as a supplier receiving a client’s contact details, that user becomes responsible for how they use that data and must use it only for that deal.',
      },
      p2: {
        title: '2. Registration and usage data',
        body:
          'We collect the data you provide when creating and using your account, according to your type of user:\n' +
          '• everyone: name, e-mail, mobile phone, password (stored only as a hash), preferred language and records of acceptance of the Terms and this Policy;\n' +
          '• clients and promoters: CPF (individual taxpayer number); promoters also give their date of birth, to confirm the minimum age of 18;\n' +
          '• companies and suppliers: CNPJ, corporate name, trade name, details of the person responsible for the account, logo and company description;\n' +
          '• address (postal code, street, number, district, city and state), used for regional searches, events and deliveries;\n' +
          '• deal data: job requests (event details, address and time, fee), budgets, proposals, bids, ratings and notifications;\n' +
          '• documents sent for certification, when requested.\n\n' +
          'Payment data, such as card details, is handled by the payment provider; Galera Eventos does not store full card numbers.',
      },
      p3: {
        title: '3. Promoter profile, photos and ratings',
        body:
          'Promoters build a professional profile so that hirers can find them, with:\n' +
          '• a profile photo and a photo gallery;\n' +
          '• a presentation, city and schedule (available days and times of day);\n' +
          '• gender (with a “prefer not to say” option), eye colour and hair colour;\n' +
          '• languages, dance styles and musical instruments.\n\n' +
          'This data makes up the promoter’s public profile: visitors can see it and it is used as search filters. The public profile never shows CPF, CNPJ, e-mail, phone or full address. We remove metadata from uploaded photos, such as the place where they were taken, before publishing them.\n\n' +
          'The ratings you give and receive (positive, neutral or negative, stars, titles and comments) are public and are linked to the rated profile or product.',
      },
      p4: {
        title: '4. Sensitive data: skin colour and disability',
        body:
          'Skin colour (in the IBGE census categories) and disability information are sensitive personal data (article 5, II, and article 11 of the LGPD). Therefore:\n' +
          '• they are optional: you can use the Platform, including as a promoter, without giving them;\n' +
          '• they are only collected with your specific and highlighted consent, given in a separate field, apart from accepting the Terms;\n' +
          '• they are hidden from your public profile unless you choose to show them; if you do not show them, they cannot be used by others to find you in searches either;\n' +
          '• you may revoke your consent at any time, in two clicks in your profile; on revocation, this data is deleted.\n\n' +
          'We use this data only for the purpose you authorised: completing your professional profile. We do not use it for advertising or for automated decisions about you, and we do not collect other sensitive data, such as religion, political opinion or biometrics.',
      },
      p5: {
        title: '5. Access logs and cookies',
        body:
          'When you use the Platform, we automatically record:\n' +
          '• application access logs (IP address, date and time), kept for 6 months in a controlled and confidential environment, as required by article 15 of the Brazilian Internet Civil Framework; only authorised administrators can read them, and we only give them to third parties under a court order;\n' +
          '• technical and security logs (request identifier, user, errors), without passwords, codes or full CPF numbers;\n' +
          '• a record of each acceptance and consent: document and version, date, time and IP address.\n\n' +
          'Cookies: we use only one strictly necessary session cookie, of the HttpOnly type (page scripts cannot read it), which keeps you logged in, and we store your language preference. We do not use advertising, tracking or third-party analytics cookies. As these are essential for the Platform to work, they do not depend on consent; if you block the session cookie, you will not be able to log in.',
      },
      p6: {
        title: '6. Purposes and legal bases',
        body:
          'We process personal data only for legitimate purposes that we disclose, based on the grounds in article 7 of the LGPD:\n' +
          '• performance of a contract and preliminary steps (art. 7, V): creating and maintaining your account, displaying profiles and catalogues, processing requests, budgets, auctions, payments, payouts and ratings, and sending service notifications;\n' +
          '• compliance with a legal or regulatory obligation (art. 7, II): keeping access logs and tax and business records, and responding to authorities;\n' +
          '• regular exercise of rights (art. 7, VI): defending Galera Eventos and users in judicial, administrative or arbitration proceedings;\n' +
          '• legitimate interest (art. 7, IX): preventing fraud, protecting accounts, reviewing certification documents, moderating content, suggesting promoter fees from aggregate statistics and improving the Platform, respecting your expectations and rights;\n' +
          '• consent (art. 7, I): marketing communications, if you choose to receive them.\n\n' +
          'Sensitive data follows article 11 of the LGPD, as explained in the section “Sensitive data”. We do not sell personal data.',
      },
      p7: {
        title: '7. Whom we share data with',
        body:
          'We share personal data only when necessary, and only with those who need it:\n' +
          '• with the other party to a deal, only once it is closed: the chosen supplier receives the client’s contact details when the client closes the budget, and hirer and promoter receive each other’s contact details after the job is accepted; before that, the promoter only sees the event details needed to decide;\n' +
          '• with the payment provider, to process charges, refunds and payouts;\n' +
          '• with the e-mail delivery provider, to send notifications, codes and notices;\n' +
          '• with the hosting and infrastructure providers the Platform runs on;\n' +
          '• with the postal-code lookup service, which receives only the postal code you type;\n' +
          '• with public authorities and the courts, when the law or a court order requires it.\n\n' +
          'These providers act as processors: they process data under our instructions, under contracts with data protection clauses, and may not use it for other purposes. You may ask for their up-to-date list at {dpoEmail}.',
      },
      p8: {
        title: '8. International transfers',
        body:
          'Some processors, such as hosting, cloud and e-mail delivery providers, may store or process data on servers outside Brazil. In those cases, the international transfer follows article 33 of the LGPD and the ANPD’s regulations: it only takes place to countries with an adequate level of protection or under safeguards such as the standard contractual clauses approved by the ANPD, and we require processors to adopt security measures compatible with those in this Policy.\n\n' +
          'You may ask for information about the countries involved and the safeguards adopted at {dpoEmail}.',
      },
      p9: {
        title: '9. How long we keep data',
        body:
          'We keep personal data only for as long as the purposes of this Policy require or the law demands:\n' +
          '• account and profile data: while the account is active;\n' +
          '• application access logs: 6 months, under article 15 of the Brazilian Internet Civil Framework, or longer if an authority or a court order requires it;\n' +
          '• records of deals, payments, payouts and tax documents: for the periods set by tax, civil and consumer law, generally 5 years after the relationship ends;\n' +
          '• acceptance and consent records: for as long as they may be needed to prove compliance with the LGPD;\n' +
          '• sensitive data: until you revoke your consent or close your account;\n' +
          '• certification documents: for as long as needed for the review and to keep the badge.\n\n' +
          'At the end of these periods, data is deleted or anonymised. When you close your account, your personal data is anonymised, and business records are kept only for the legal period (article 16 of the LGPD).',
      },
      p10: {
        title: '10. Your rights',
        body:
          'The LGPD (article 18) grants you, as data subject, the rights to:\n' +
          '• confirmation that your data is being processed;\n' +
          '• access to your data;\n' +
          '• correction of incomplete, inaccurate or outdated data;\n' +
          '• anonymisation, blocking or deletion of unnecessary or excessive data, or data processed in breach of the law;\n' +
          '• portability of your data to another service provider;\n' +
          '• deletion of data processed on the basis of consent, except where article 16 requires it to be kept;\n' +
          '• information about the public and private entities with which we share data;\n' +
          '• information about the possibility of not giving consent and its consequences;\n' +
          '• revocation of consent, at any time.\n\n' +
          'You may also object to processing carried out in breach of the law and ask for a review of decisions made solely on the basis of automated processing (article 20). These rights may also be exercised before the ANPD and consumer protection agencies.',
      },
      p11: {
        title: '11. How to exercise your rights',
        body:
          'Many of your rights can be exercised directly in your profile, without asking anyone:\n' +
          '• download all your data at once in a JSON file, which covers access and portability;\n' +
          '• correct and update your data;\n' +
          '• see what you accepted, when and from which IP address, and revoke optional consents (sensitive data, marketing) in two clicks;\n' +
          '• close your account: your personal data is anonymised, and the business records the law requires are kept.\n\n' +
          'For any other request, write to {dpoEmail}. To protect you, we may ask you to confirm your identity before acting on a request. We answer immediately in a simplified form or, when a full statement is requested, within 15 days, as provided in article 19 of the LGPD. This service is free of charge.',
      },
      p12: {
        title: '12. Security',
        body:
          'We adopt technical and administrative measures to protect data against unauthorised access, loss, alteration and leaks, including:\n' +
          '• encrypted connection (HTTPS) between your device and the Platform;\n' +
          '• passwords stored only as a strong hash (argon2id), never as plain text;\n' +
          '• session kept in an HttpOnly cookie, limits on login attempts, and single-use, short-lived password reset codes;\n' +
          '• access control by role and by owner of each record, with staff access limited to what is necessary;\n' +
          '• checking and re-encoding of uploaded images, with metadata removed;\n' +
          '• an audit trail of administrators’ actions.\n\n' +
          'No system is immune to incidents. If a security incident occurs that may cause significant risk or harm, we will notify the ANPD and the affected data subjects, as required by article 48 of the LGPD. Do your part: use a strong, unique password and do not share it.',
      },
      p13: {
        title: '13. Minors',
        body:
          'The Platform is intended for people aged 18 or over and for people with full legal capacity. Promoters must be at least 18 years old, and we do not knowingly collect data from children or adolescents.\n\n' +
          'If we learn that an account was created in breach of these rules, it will be suspended and its data deleted, except for what the law requires us to keep. Parents or guardians who find such an account may tell us at {dpoEmail}.\n\n' +
          'Hirers must not include children’s data or images in requests, photos or comments without the authorisation of their parents or guardians.',
      },
      p14: {
        title: '14. Changes to this Policy',
        body:
          'This Policy may be updated to reflect changes in the Platform, in our processors or in the law. The date of the version in force is shown at the top of the document.\n\n' +
          'A new version takes effect 10 days after publication, and we will notify you on the Platform and by e-mail. Within 5 days of publication, you may object; your objection is recorded and you may close your account without penalty, with your personal data anonymised as described above.\n\n' +
          'If a change introduces a new purpose that depends on consent, we will ask for that consent before applying it. Sensitive data always depends on your specific consent.',
      },
      p15: {
        title: '15. Contact and complaints',
        body:
          'Questions, requests and complaints about personal data may be sent to our data protection officer at {dpoEmail}. Give the e-mail address of your account and describe your request; never send your password.\n\n' +
          'If you are not satisfied with our answer, you may file a complaint with the National Data Protection Authority (ANPD) at gov.br/anpd, and you may also contact consumer protection agencies.\n\n' +
          'This Policy must be read together with the Terms of Use. In case of any discrepancy between the Portuguese version and a translation, the Portuguese version prevails.',
      },
    },
    ui: {
      openTerms: 'Terms of Use',
      openPrivacy: 'Privacy Policy',
      tabTerms: 'Terms of Use',
      tabPrivacy: 'Privacy',
      back: 'Back',
      close: 'Close',
      lastUpdated: 'Last updated: {date}',
    },
  },
} satisfies Catalog<typeof ptBR>
