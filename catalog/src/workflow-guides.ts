import type { WorkflowGuide } from './workflow-guide';

/** The guide of every catalog workflow, by its id (workflow-guides.spec.ts checks there is one per template). */
export const workflowGuides: Readonly<Record<string, WorkflowGuide>> = {
  'online-booking-assistant': {
    overview: 'Customers book, move and cancel their own appointments at any hour, and every booking lands in your calendar without a phone call.',
    beforeLive: [
      'Invite us to the calendar or booking system you use, with rights to create and move appointments.',
      'Send us your services with their length, price and any buffer you need between them.',
      'Tell us which bookings a person must approve, such as new patients or long treatments.',
    ],
    onceLive: ['Put the booking link in your Instagram bio, on your Google profile and on your website.', 'Block time off in the calendar itself: the assistant only offers the slots it sees free.'],
  },
  'appointment-reminders': {
    overview: 'Every client is reminded two days and two hours before the visit, confirms with one text, and can ask for another slot instead of not turning up.',
    beforeLive: [
      'Invite us to your calendar or practice software so the reminders know each appointment.',
      'Tell us how you want the texts signed and what your cancellation policy says.',
      'Check that the mobile numbers in your records are current: a reminder cannot reach a landline.',
    ],
    onceLive: ['Look at the confirmed column each morning: anyone who has not confirmed is worth a quick call.'],
  },
  'waitlist-gap-filler': {
    overview: 'When someone cancels, the people on your waitlist are texted in turn and the first to reply takes the slot, so a cancellation rarely leaves an empty chair.',
    beforeLive: [
      'Invite us to your calendar or booking system with rights to book appointments.',
      'Tell us how much notice a waitlisted client needs and how long each one has to reply before the next is asked.',
    ],
    onceLive: ['Ask clients who want an earlier slot to join the waitlist when they book: the longer the list, the more gaps it fills.'],
  },
  'patient-intake-forms': {
    overview: 'New patients fill in their history, consent and insurance forms on their phone before the visit, and the answers are filed in their record.',
    beforeLive: [
      'Send us your current paper or PDF forms, including the consent wording your practice uses.',
      'Give us access to your practice software or form tool so completed forms are filed in the right record.',
      'Tell us who checks a form before the visit and what happens when one is incomplete.',
    ],
    onceLive: ['Retire the clipboard: hand a tablet with the same form to the rare patient who arrives without filling it in.'],
  },
  'recall-reactivation': {
    overview: 'Clients who are overdue for their next cleaning, treatment or service are invited back with a link that books them in one tap.',
    beforeLive: [
      'Give us read access to your client records and the date of each client\'s last visit.',
      'Tell us the usual interval for each kind of visit, so nobody is invited too early.',
      'Approve the wording of the invitation and of the one reminder that follows it.',
    ],
    onceLive: ['Tell us about any client who asked not to be contacted again, and we remove them from every campaign the same day.'],
  },
  'treatment-aftercare-drip': {
    overview: 'After each treatment the client receives its aftercare instructions, a check-in on day three and a reminder when it is time to rebook.',
    beforeLive: [
      'Send us the aftercare instructions for each treatment you offer.',
      'Tell us how long each treatment lasts before a client usually rebooks.',
      'Give us access to your booking system and email tool so the messages follow each visit.',
    ],
    onceLive: ['Forward us any reply that asks a medical question: those always go to you, never to an automatic answer.'],
  },
  'instagram-dm-autoresponder': {
    overview: 'Every Instagram message gets an answer within seconds, day or night, with your prices, your availability and your booking link, and the promising ones are handed to you.',
    beforeLive: [
      'Connect your Instagram business account to a Facebook page and make us a partner on it in Meta Business Suite.',
      'Send us your current prices, your most common questions and the answers you give to them.',
      'Tell us which messages a person should answer, such as complaints or special requests.',
    ],
    onceLive: ['Reply yourself to any conversation it hands over within a few hours: those are the customers most ready to book.'],
  },
  'facebook-messenger-bot': {
    overview: 'Questions sent to your Facebook page about hours, prices and services are answered at once, and the contact details of interested people are kept for follow-up.',
    beforeLive: [
      'Make us an admin of your Facebook page in Meta Business Suite.',
      'Send us your opening hours, prices and the questions people ask most often.',
    ],
    onceLive: ['Follow up on the contact details it collects within a day, while the person still remembers asking.'],
  },
  'website-chat-concierge': {
    overview: 'Visitors to your website can ask a question at any hour and get a correct answer from your own services, prices and policies, and serious enquiries reach you with their details.',
    beforeLive: [
      'Give us access to your website builder, or to the person who manages it, so the chat can be added to every page.',
      'Send us your service list, prices, policies and the ten questions people ask most.',
      'Tell us where qualified enquiries should go: an email address, your CRM or a phone.',
    ],
    onceLive: ['Tell us when a price or policy changes, so the chat never quotes an old one.'],
  },
  'whatsapp-order-assistant': {
    overview: 'Customers order and ask questions over WhatsApp, get their details confirmed, and your team receives each order ready to prepare.',
    beforeLive: [
      'Set up a WhatsApp Business account on the number your customers already use, and give us access to it.',
      'Send us your menu or product list with prices and what is available when.',
      'Tell us where orders should arrive: your point of sale, an email address or a team chat.',
    ],
    onceLive: ['Keep the product list current with us: it can only offer what it knows you have.'],
  },
  'missed-call-text-back': {
    overview: 'Anyone whose call you miss gets a text within half a minute asking what they need, so the caller books with you instead of ringing the next business.',
    beforeLive: [
      'Give us access to your phone system, or tell us who provides your business line so we can forward missed calls.',
      'Tell us what the text should say and which kinds of request it may book directly.',
    ],
    onceLive: ['Answer the replies it passes on within the hour: a caller who texts back is still looking for help.'],
  },
  'ai-phone-receptionist': {
    overview: 'Your phone is answered on the first ring by a natural voice that books appointments, takes messages and puts urgent calls through to you.',
    beforeLive: [
      'Tell us who provides your business phone line, so calls can be routed to the receptionist.',
      'Send us your services, hours and the answers to the questions callers ask most.',
      'Tell us which calls are urgent and which number they should be transferred to.',
    ],
    onceLive: ['Listen to a few recorded calls each week in the first month and tell us what it should have said differently.'],
  },
  'lead-follow-up-sequence': {
    overview: 'Every new lead from your website, ads or listing portals is contacted within a minute by text and email, and followed up until they book a call or say no.',
    beforeLive: [
      'Give us access to your CRM and to each place your leads come from, such as web forms, ad accounts or portals.',
      'Tell us how you want a first conversation to go and when a person should take over.',
      'Approve the follow-up messages and how many days apart they go out.',
    ],
    onceLive: ['Mark each lead as won or lost in your CRM, so the follow-up stops at the right time.'],
  },
  'lead-qualification-bot': {
    overview: 'New enquiries are asked about budget, timing and needs, and only the ones that fit land in your calendar, so your calls are with people ready to buy.',
    beforeLive: [
      'Tell us what makes a lead a good fit for you: the budget, timing and needs you look for.',
      'Give us access to your CRM and your calendar so qualified leads are recorded and booked.',
    ],
    onceLive: ['Tell us about any booked call that was a poor fit, and we tighten the questions.'],
  },
  'crm-auto-entry': {
    overview: 'Contacts, deals and notes are created and updated from your forms, emails and calls, so nobody on your team retypes the same details.',
    beforeLive: [
      'Give us access to your CRM or the spreadsheet you use as one, with rights to add and update records.',
      'Tell us where new contacts come from: which forms, inboxes and phone lines.',
      'Show us how your team names deals and stages today, so new records follow the same rules.',
    ],
    onceLive: ['Stop entering these details by hand, and tell us about any record that comes in wrong.'],
  },
  'property-listing-alerts': {
    overview: 'Buyers receive the new listings that match what they are looking for as soon as they appear, and can book a showing by replying.',
    beforeLive: [
      'Give us access to your listing feed or portal account and to the list of buyers with their saved criteria.',
      'Tell us how quickly you can show a property, so the replies offer realistic times.',
    ],
    onceLive: ['Ask every new buyer for their criteria at the first meeting: the alerts are only as good as what they know.'],
  },
  'showing-scheduler': {
    overview: 'Buyers choose a showing time online, the seller confirms it, and everyone receives directions and a reminder before the visit.',
    beforeLive: [
      'Give us access to the calendar you book showings in.',
      'Tell us how sellers should be asked to confirm and how much notice they need.',
    ],
    onceLive: ['Keep your own appointments in the same calendar, so showings are never offered when you are busy.'],
  },
  'welcome-email-drip': {
    overview: 'Each new customer receives a short series of five emails that introduces your team, says what to expect and invites the next purchase or visit.',
    beforeLive: [
      'Give us access to your email tool, or tell us which one you would like us to set up.',
      'Send us a few photos of your team and the story of how the business started.',
      'Approve each of the five emails before the series starts.',
    ],
    onceLive: ['Read the replies the emails bring: customers often answer with a question that is a sale waiting to happen.'],
  },
  'abandoned-cart-recovery': {
    overview: 'Shoppers who leave items in their cart receive a reminder with reviews of what they chose, and a time-limited offer if they still have not bought.',
    beforeLive: [
      'Give us staff access to your online store and your email or text tool.',
      'Decide the offer, if any, that the last reminder may make, and how long it lasts.',
    ],
    onceLive: ['Compare recovered orders with the offer\'s cost each month, and tell us if the offer should change.'],
  },
  'post-purchase-upsell': {
    overview: 'After each purchase the customer is offered the add-on or refill that goes with it, at the time they usually need it.',
    beforeLive: [
      'Give us staff access to your store and your email tool.',
      'Tell us which products go together and how long each one usually lasts a customer.',
    ],
    onceLive: ['Tell us when you add or retire a product, so no customer is offered something you no longer sell.'],
  },
  'newsletter-autopilot': {
    overview: 'A newsletter in your voice is drafted every month from your news, offers and tips, and goes out once you approve it.',
    beforeLive: [
      'Give us access to your newsletter tool and its list of subscribers.',
      'Send us two or three past emails or posts you like, so the drafts sound like you.',
    ],
    onceLive: ['Send us your news and offers during the month, and approve or correct each draft within two days.'],
  },
  'social-content-scheduler': {
    overview: 'A month of posts and captions is planned from your photos and offers, and each one is scheduled once you have approved it.',
    beforeLive: [
      'Give us access to your social accounts or the scheduling tool you use.',
      'Share a folder of recent photos and tell us the offers and events coming up.',
    ],
    onceLive: ['Add new photos to the shared folder as you take them: the best posts come from this week, not last year.'],
  },
  'birthday-loyalty-offers': {
    overview: 'Regular customers receive a treat on their birthday and a reminder of their points, which gives them a reason to come back.',
    beforeLive: [
      'Give us access to your point of sale or customer list, including birthdays where you have them.',
      'Decide the birthday treat and the points rules you want the messages to promise.',
    ],
    onceLive: ['Ask customers for their birthday at the till or at booking, so more of them receive the treat.'],
  },
  'membership-renewal-drip': {
    overview: 'Members who stop showing up are checked on before they cancel, and those who have left are invited back with an offer.',
    beforeLive: [
      'Give us access to your membership software, including attendance and cancellations.',
      'Tell us how many weeks without a visit should count as a member drifting away.',
      'Decide the offer a former member may receive to come back.',
    ],
    onceLive: ['Call the members it flags as drifting when you can: a personal call keeps more of them than any email.'],
  },
  'class-waitlist-reminders': {
    overview: 'Members book themselves into classes, the waitlist moves up when a spot opens, and everyone is reminded before class.',
    beforeLive: [
      'Give us access to your class schedule and booking software.',
      'Tell us how late a member may cancel and how long a waitlisted member has to accept a spot.',
    ],
    onceLive: ['Keep the class schedule in the booking software up to date: reminders go out from what it shows.'],
  },
  'review-request-automation': {
    overview: 'Happy customers are asked for a Google review right after their visit or job, and anyone unhappy is put in touch with you first.',
    beforeLive: [
      'Give us access to your Google Business Profile and to the system that records each finished visit or job.',
      'Tell us who should hear from an unhappy customer, and how quickly.',
    ],
    onceLive: ['Reply to every unhappy customer it routes to you within a day: most of them only want to be heard.'],
  },
  'review-reply-assistant': {
    overview: 'Every new review gets a thoughtful reply drafted in your voice, ready to post with one click, and a bad review reaches you straight away.',
    beforeLive: [
      'Give us manager access to your Google Business Profile and any other review sites you use.',
      'Send us a few replies you have written that you are happy with.',
    ],
    onceLive: ['Approve the drafts within a day or two: a quick reply shows future customers that you listen.'],
  },
  'invoice-payment-reminders': {
    overview: 'Invoices go out on time, polite reminders follow before and after the due date with a link to pay, and each one is marked paid when the money arrives.',
    beforeLive: [
      'Give us access to your accounting software and your payment provider.',
      'Tell us your payment terms and how firm the last reminder should be.',
      'Tell us which clients should never receive an automatic reminder.',
    ],
    onceLive: ['Look at the overdue list once a week: anything still unpaid after the last reminder needs a phone call from you.'],
  },
  'quote-estimate-follow-up': {
    overview: 'Every open quote is followed up on the second, fifth and tenth day with answers to the usual doubts and a way to accept it in one tap.',
    beforeLive: [
      'Give us access to the software you write quotes in.',
      'Tell us the doubts customers usually raise and how you answer them.',
    ],
    onceLive: ['Mark quotes as won or lost as soon as you know, so nobody is chased for a job already decided.'],
  },
  'job-dispatch-updates': {
    overview: 'Jobs are scheduled and assigned to crews, and customers receive a confirmation, an on-my-way text and a summary when the job is done.',
    beforeLive: [
      'Give us access to your job scheduling software and your crew list.',
      'Tell us how you decide which crew takes which job.',
    ],
    onceLive: ['Ask your crews to mark each job started and finished in the app: the customer texts follow those taps.'],
  },
  'service-due-reminders': {
    overview: 'Customers are reminded when their next service, tune-up or seasonal check is due and can book it in two taps.',
    beforeLive: [
      'Give us access to your shop or job software with each customer\'s service history.',
      'Tell us the service intervals you recommend for each kind of job.',
    ],
    onceLive: ['Record every service in the software, even small ones, so nobody is reminded of work you have just done.'],
  },
  'vehicle-repair-status': {
    overview: 'Drivers are texted when their car is checked in, when a repair needs their approval and when it is ready, with a link to pay.',
    beforeLive: [
      'Give us access to your shop management software.',
      'Tell us how an approval request should read and who answers a driver\'s questions about it.',
    ],
    onceLive: ['Update each repair order\'s status as the work moves on: the texts follow what the software shows.'],
  },
  'document-collection': {
    overview: 'Each client is asked for the documents they owe you, reminded until everything is in, and every file lands in the right folder.',
    beforeLive: [
      'Give us access to your document storage and to your client list.',
      'Send us the checklist of documents you need for each kind of engagement.',
    ],
    onceLive: ['Check the missing-documents list before each deadline and call the few clients still outstanding.'],
  },
  'client-intake-conflict-check': {
    overview: 'New matters are opened online, the conflict check runs against your records, and the consultation is booked the same day.',
    beforeLive: [
      'Give us access to your practice management software, including the parties on existing matters.',
      'Tell us which details a new matter needs and who reviews a possible conflict.',
    ],
    onceLive: ['Review every possible conflict it flags yourself: it finds matches, a lawyer decides them.'],
  },
  'proposal-generator': {
    overview: 'Your notes from a discovery call become a branded proposal with scope, timeline and price, ready for you to review and send.',
    beforeLive: [
      'Send us two or three proposals you have won, and your price list or day rates.',
      'Give us access to the tool you send proposals from.',
    ],
    onceLive: ['Read and adjust every draft before it goes out: the price and promises are always yours to confirm.'],
  },
  'project-status-reports': {
    overview: 'Each client receives a weekly progress update written from your project board, sent after you have had a quick look.',
    beforeLive: [
      'Give us access to your project board and the list of client contacts.',
      'Tell us what a good update contains for your clients and what should never be shared.',
    ],
    onceLive: ['Keep the board up to date on Thursdays: Friday\'s updates are written from it.'],
  },
  'support-ticket-triage': {
    overview: 'Incoming support emails are sorted, the routine ones are answered from your help articles, and the rest reach the right person with a draft reply.',
    beforeLive: [
      'Give us access to your support inbox or help desk.',
      'Share your help articles or saved replies, and tell us who handles which kind of question.',
    ],
    onceLive: ['Turn every new answer you write into a help article: each one is a question it can answer next time.'],
  },
  'employee-onboarding': {
    overview: 'Each new hire is taken through paperwork, accounts, training and first-week check-ins in order, so they are productive sooner.',
    beforeLive: [
      'Give us access to your payroll or HR tool and to the accounts a new hire needs.',
      'Send us your current first-week checklist and any training material.',
    ],
    onceLive: ['Add each new hire as soon as the offer is accepted, so the paperwork is done before the first day.'],
  },
  'inventory-reorder-alerts': {
    overview: 'Stock levels are watched, and a purchase order for your supplier is drafted before a best seller runs out.',
    beforeLive: [
      'Give us access to your point of sale or inventory system.',
      'Tell us each supplier\'s contact, lead time and minimum order.',
    ],
    onceLive: ['Approve or change each drafted order the day it arrives, and count stock once a month so the levels stay right.'],
  },
  'reservation-manager': {
    overview: 'Guests book tables by chat, text and Google, receive a confirmation, and cancelled tables are offered to the waitlist.',
    beforeLive: [
      'Give us access to your reservation system.',
      'Tell us your table layout, your seating times and your policy for large parties.',
    ],
    onceLive: ['Mark no-shows in the reservation system, so repeat offenders can be asked for a deposit.'],
  },
  'catering-inquiry-flow': {
    overview: 'Catering and private-event enquiries are qualified, receive your menus and a quote, and serious ones are booked in for a tasting.',
    beforeLive: [
      'Send us your catering menus, minimum numbers and event prices.',
      'Tell us who takes over once a tasting is booked.',
    ],
    onceLive: ['Tell us when menus or prices change for the season, so every quote is current.'],
  },
  'student-enrollment-drip': {
    overview: 'Parents and students who enquire receive answers, an invitation to a trial class and reminders, from their first question to enrolment.',
    beforeLive: [
      'Give us access to where enquiries arrive and to your email tool.',
      'Send us your course list, fees, trial-class times and the questions parents ask most.',
    ],
    onceLive: ['Call the families who attend a trial class within two days: that conversation decides most enrolments.'],
  },
  'pet-care-updates': {
    overview: 'Vaccination records are checked before each stay, and owners receive daily photo updates and a reminder before pickup.',
    beforeLive: [
      'Give us access to your pet care software with owners and their pets.',
      'Tell us which vaccinations you require and how owners should send proof.',
    ],
    onceLive: ['Upload a photo of each pet to the software every day of its stay: the updates are made from them.'],
  },
  'financial-review-scheduler': {
    overview: 'Every client\'s annual review and filing deadlines are scheduled, with reminders and a checklist of the paperwork they need.',
    beforeLive: [
      'Give us access to your client records and your calendar.',
      'Send us your review calendar and the paperwork checklist for each kind of client.',
    ],
    onceLive: ['Confirm each review in the calendar once it has taken place, so next year\'s is scheduled from it.'],
  },
  'kpi-dashboard': {
    overview: 'Your sales, bookings and marketing numbers are gathered in one dashboard, and a plain-English digest of the week reaches you every Monday.',
    beforeLive: [
      'Give us read access to the systems your numbers live in, such as your accounts, store or spreadsheets.',
      'Tell us the five numbers you most want to see each week.',
    ],
    onceLive: ['Read the Monday digest before your team meeting and tell us when a number looks wrong.'],
  },
  'customer-feedback-surveys': {
    overview: 'Customers receive a short survey after each visit or order, and you receive a summary of what they love and what to fix.',
    beforeLive: [
      'Give us access to the system that records each visit or order, so the survey goes out at the right time.',
      'Tell us the three or four questions you most want answered.',
    ],
    onceLive: ['Pick one thing to fix from each monthly summary, and tell your customers when you have fixed it.'],
  },
};
