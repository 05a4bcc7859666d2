/**
 * The English edition of the promoter course (make-promoter-course.mjs writes the PDF): the same
 * course as pt-BR.mjs, section by section, in the words the English screens use (fee,
 * solicitation, morning/afternoon/night). Brazilian facts stay Brazilian: ages, the 72-hour rule.
 */
export default {
  file: 'promoter-course.en.pdf',
  lang: 'en',
  title: 'Event promoter course',
  subject: 'A practical guide for event promoters',
  /** The footer of page `page` of `pages`. */
  footer: (page, pages) => `Promoter course · Galera Eventos · page ${page} of ${pages}`,
  /** [kind, text]: h1 title, sub subtitle, h2 section, p paragraph, li list item. */
  content: [
    ['h1', 'Event promoter course'],
    ['sub', 'Galera Eventos · a practical guide to your first job and every one after it'],
    [
      'p',
      'Event promoters are the face of the brand that hired them. People do not remember the flyer or the free gift: they remember who greeted them with a smile, answered with confidence and solved a problem. This guide brings together what companies value most and how the platform works, so that you get hired again.',
    ],
    ['h2', '1. Punctuality'],
    [
      'li',
      'Arrive 30 minutes before the agreed time. That time is for changing clothes, getting the briefing, getting to know the venue and testing the material.',
    ],
    [
      'li',
      'Plan your route the day before: check the event address, transport and parking, and have a plan B in case it rains or the traffic stops.',
    ],
    [
      'li',
      'Something came up? Tell the hirer as soon as you know, on the phone number you agreed on. A delay announced in advance can be worked around; disappearing cannot.',
    ],
    [
      'li',
      'Keep to the agreed breaks and come back on time. Only leave your post after speaking to the person in charge of the activation.',
    ],
    ['h2', '2. Dress code and appearance'],
    [
      'li',
      'Follow the dress code in the briefing. If the hirer provides a uniform, check the size before the day and give it back clean when asked.',
    ],
    [
      'li',
      'With no set uniform, choose neutral clothes (black or white), clean and ironed, and closed, comfortable shoes for standing for many hours.',
    ],
    [
      'li',
      'Tidy hair, clean nails, discreet make-up and perfume. Bring a kit with a brush, deodorant, tissues, a phone charger and a light snack.',
    ],
    [
      'li',
      'Phone on silent and out of your hands while you serve the public, unless it is part of the activation (for example, signing people up).',
    ],
    ['h2', '3. Serving the public'],
    [
      'li',
      "Study the product and the brand's message before the event. If you do not know an answer, say you will check and come back with the right information.",
    ],
    [
      'li',
      "Approach people kindly and respect those who do not want to take part. Never insist, touch anyone without permission or comment on someone's appearance.",
    ],
    [
      'li',
      "The public's personal data (name, phone, e-mail) may only be collected the way the hirer instructed, with the person's consent, and never kept by you.",
    ],
    ['h2', '4. Safety'],
    [
      'li',
      'When you arrive, find the emergency exits, the fire extinguisher, the security team and the first-aid post. In an emergency, follow the instructions of the fire brigade.',
    ],
    [
      'li',
      'Do not drink alcohol while working, even if it is offered. At tastings, follow the rules: no alcohol for anyone under 18.',
    ],
    [
      'li',
      'Drink water, wear sunscreen at outdoor events and tell the person in charge if you feel unwell. Your health comes before the activation.',
    ],
    [
      'li',
      "Have you suffered or witnessed harassment, discrimination or any risky situation? Step away, go to the event's security and inform the hirer. You can also report it to Galera Eventos.",
    ],
    [
      'li',
      'Keep your belongings in a safe place and agree with the hirer on who is responsible for the promotional material and the giveaways.',
    ],
    ['h2', '5. How solicitations work on Galera Eventos'],
    [
      'p',
      'Companies and clients find your profile through search and filters (category, city, characteristics and availability) and send a solicitation with the date, the time, the venue and the fee for the job.',
    ],
    [
      'li',
      'You get a notification and decide whether to accept. Read everything carefully: once you accept, the date is reserved in your calendar and the hirer counts on you.',
    ],
    [
      'li',
      'The 72-hour rule: cancelling an accepted job less than 72 hours before it starts blocks your profile for 15 days. If you have to pull out, do it as early as you can and explain why.',
    ],
    [
      'li',
      'Keep your availability up to date (morning, afternoon and night) so that you only get solicitations you can take.',
    ],
    [
      'li',
      'A complete profile gets more invitations: a clear photo of your face, a gallery with up to 6 recent photos, an honest description of your experience, references and links to your social networks.',
    ],
    ['h2', '6. Ratings'],
    [
      'li',
      'After the event, the hirer rates your work. Ratings appear on your profile and weigh on the order of search results.',
    ],
    [
      'li',
      'Punctuality, attitude, knowledge of the product and friendliness are what comments mention most, for better and for worse.',
    ],
    [
      'li',
      'Got a critical rating? Use it to improve. Unfair or offensive ratings can be disputed with the Galera Eventos team.',
    ],
    ['h2', '7. Event day checklist'],
    [
      'li',
      'Briefing read; the address and the contact of the person in charge saved on your phone.',
    ],
    ['li', 'Photo ID, uniform or agreed clothes, personal kit and a bottle of water.'],
    [
      'li',
      'Arrive 30 minutes early, introduce yourself to the person in charge and test the material.',
    ],
    ['li', 'At the end: hand back the material, confirm your hours and say thank you.'],
    [
      'p',
      'Good work! If you have any questions about the platform, contact Galera Eventos through the channels listed on the website.',
    ],
  ],
}
