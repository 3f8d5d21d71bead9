// The demo agency's 30 businesses: who they are, what they told the wizard, and how far each got with the
// agency. Every address is under the demo domain, the marker by which a second run finds them (and adds nothing).

/** The demo domain unless SEED_DEMO_DOMAIN says another: reserved for documentation (RFC 2606), so no demo email reaches anyone. */
export const DEMO_DOMAIN = 'demo.example';

/**
 * How far a business gets, in the product's own steps: `plan` selects workflows (the plan and its email
 * follow by themselves), `call` books a strategy call, `sprint` pays one (or `abandoned`: starts a checkout
 * and never pays), `delivery` builds its automations (`in_progress`) or sets them live with reported runs,
 * `proposal` sends a proposal of the plan after the call, `refund` refunds the sprint, `lost` is the agency's move by hand with its reason.
 */
const b = (name, person, industry, size, revenue, goals, painPoints, steps) => ({ name, person, industry, size, revenue, goals, painPoints, ...steps });

export const demoBusinesses = [
  // New: asked for a plan, chose nothing yet.
  b('Copper Kettle Bakery', 'Rosa', 'food-beverage', 'Small Team (2-10)', '$10k - $25k', ['Reduce Manual Work'], 'Phone orders for custom cakes pile up on sticky notes.', {}),
  b('Northside Auto Repair', 'Dmitri', 'automotive', 'Small Team (2-10)', '$50k - $100k', ['Enhance Customer Experience', 'Reduce Manual Work'], 'Customers call all day asking if their car is ready.', {}),
  b('Blue Fern Yoga', 'Anika', 'fitness', 'Solo', 'Under $10k', ['Increase Sales & Revenue'], 'Class no-shows and last-minute cancellations.', {}),
  b('Lumen Tax Advisors', 'Priya', 'financial', 'Small Team (2-10)', '$25k - $50k', ['Improve Operational Efficiency'], 'Chasing clients for documents every April.', {}),
  b('Hollow Oak Furniture', 'Tomasz', 'retail', 'Small Team (2-10)', '$25k - $50k', ['Better Data & Analytics'], 'No idea which showroom visitors ever buy.', {}),
  // Plan sent: chose workflows; the plan went out by email.
  b('Sunrise Pediatric Dental', 'Grace', 'dental', 'Medium Team (11-50)', '$100k+', ['Enhance Customer Experience', 'Reduce Manual Work'], 'Front desk spends hours on recall reminders.', { plan: 2 }),
  b('Maple & Main Realty', 'Jordan', 'real-estate', 'Small Team (2-10)', '$50k - $100k', ['Increase Sales & Revenue'], 'Open-house leads go cold before anyone calls back.', { plan: 2 }),
  b('Brightline Electric', 'Marcus', 'home-services', 'Small Team (2-10)', '$25k - $50k', ['Reduce Manual Work'], 'Quotes are typed by hand after every site visit.', { plan: 1, abandoned: 'starter' }),
  b('Fable Design Studio', 'Ines', 'design-studio', 'Solo', '$10k - $25k', ['Improve Operational Efficiency'], 'Client feedback is scattered across email and chat.', { plan: 2 }),
  b('Riverbend Legal Group', 'Samuel', 'legal', 'Medium Team (11-50)', '$100k+', ['Reduce Manual Work', 'Scale Operations'], 'Intake calls are transcribed by paralegals.', { plan: 3 }),
  // Call booked: a strategy call is on the calendar.
  b('Glow Theory Med Spa', 'Camila', 'med-spa', 'Small Team (2-10)', '$50k - $100k', ['Increase Sales & Revenue', 'Enhance Customer Experience'], 'Instagram DMs asking for prices go unanswered overnight.', { plan: 2, call: true }),
  b('Summit Roofing Co.', 'Brent', 'construction', 'Medium Team (11-50)', '$100k+', ['Scale Operations'], 'Storm season brings more estimate requests than we can return.', { plan: 3, call: true, abandoned: 'growth' }),
  b('Pawsitive Dog Daycare', 'Hannah', 'dog-care', 'Small Team (2-10)', '$10k - $25k', ['Reduce Manual Work'], 'Vaccination records are checked by hand at drop-off.', { plan: 1, call: true }),
  b('Evergreen Family Clinic', 'Dr. Okafor', 'healthcare', 'Medium Team (11-50)', '$100k+', ['Improve Operational Efficiency'], 'Patients phone to reschedule because the portal is confusing.', { plan: 2, call: true, proposal: true }),
  // Won: a sprint paid, its automations not started yet.
  b('Ironclad Fitness', 'Leo', 'fitness', 'Small Team (2-10)', '$25k - $50k', ['Increase Sales & Revenue'], 'Trial members drop off after the first week.', { plan: 2, sprint: 'starter' }),
  b('Chez Laurent Bistro', 'Laurent', 'food-beverage', 'Small Team (2-10)', '$50k - $100k', ['Enhance Customer Experience'], 'Reservation requests arrive by phone, email and Instagram.', { plan: 3, call: true, sprint: 'growth' }),
  b('Clearview Window Cleaning', 'Owen', 'home-services', 'Solo', 'Under $10k', ['Reduce Manual Work'], 'Invoices go out late because they are written on weekends.', { plan: 1, sprint: 'starter' }),
  b('Velvet Chair Salon', 'Mei', 'salon', 'Small Team (2-10)', '$10k - $25k', ['Enhance Customer Experience'], 'Stylists answer booking texts between clients.', { plan: 1, sprint: 'starter' }),
  b('Keystone Property Management', 'Alicia', 'real-estate', 'Medium Team (11-50)', '$100k+', ['Scale Operations', 'Reduce Manual Work'], 'Maintenance requests are logged from voicemail.', { plan: 3, sprint: 'growth' }),
  // Delivering: automations being built.
  b('Bright Path Tutoring', 'Nadia', 'education', 'Small Team (2-10)', '$10k - $25k', ['Improve Operational Efficiency'], 'Parents email to find out session times each week.', { plan: 3, sprint: 'growth', delivery: 'in_progress' }),
  b('Greenleaf Landscaping', 'Carlos', 'home-services', 'Medium Team (11-50)', '$50k - $100k', ['Reduce Manual Work'], 'Crew schedules are rebuilt by hand after every rain day.', { plan: 1, call: true, sprint: 'starter', delivery: 'in_progress' }),
  b('Atlas Bookkeeping', 'Farah', 'professional-services', 'Solo', '$10k - $25k', ['Reduce Manual Work'], 'Receipts arrive as photos in text messages.', { plan: 1, sprint: 'starter', delivery: 'in_progress' }),
  b('Pixel Forge IT', 'Ravi', 'technology', 'Small Team (2-10)', '$50k - $100k', ['Scale Operations'], 'Support tickets are triaged by whoever sees them first.', { plan: 3, sprint: 'growth', delivery: 'in_progress' }),
  // Live: automations running and reporting their runs.
  b('Harborview Dental Care', 'Elena', 'dental', 'Small Team (2-10)', '$50k - $100k', ['Reduce Manual Work', 'Enhance Customer Experience'], 'Missed calls during procedures mean missed bookings.', { plan: 3, call: true, sprint: 'growth', delivery: 'live', client: true }),
  b('Luxe Lash Lounge', 'Bianca', 'beauty-wellness', 'Solo', '$10k - $25k', ['Increase Sales & Revenue'], 'Rebooking reminders are sent from a personal phone.', { plan: 1, sprint: 'starter', delivery: 'live' }),
  b('Cornerstone Chiropractic', 'Dr. Reyes', 'healthcare', 'Small Team (2-10)', '$50k - $100k', ['Improve Operational Efficiency'], 'New-patient forms are retyped into the EHR.', { plan: 1, sprint: 'starter', delivery: 'live', client: true }),
  b('Tidewater Marine Supply', 'Hank', 'retail', 'Medium Team (11-50)', '$100k+', ['Better Data & Analytics', 'Scale Operations'], 'Stock counts are reconciled in a spreadsheet every Friday.', { plan: 3, sprint: 'growth', delivery: 'live' }),
  // Lost: a refunded sprint, and two the agency gave up on.
  b('Redwood Coffee Roasters', 'Mateo', 'food-beverage', 'Small Team (2-10)', '$25k - $50k', ['Increase Sales & Revenue'], 'Wholesale reorders come in by phone.', { plan: 1, sprint: 'starter', refund: true }),
  b('Quantum Insurance Partners', 'Diane', 'financial', 'Medium Team (11-50)', '$100k+', ['Improve Operational Efficiency'], 'Renewal quotes take two days each.', { plan: 2, call: true, lost: 'Chose to build it in-house with their own IT team.' }),
  b('Stone & Ivy Events', 'Chloe', 'other', 'Solo', 'Under $10k', ['Reduce Manual Work'], 'Vendor confirmations are tracked in a notebook.', { plan: 1, lost: 'Budget frozen until next season; follow up in March.' }),
];

/** A business's contact address: its person at its own made-up domain, under the demo domain. */
export function demoEmail({ name, person }, demoDomain) {
  const slug = (text) => text.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return `${slug(person.replace(/^Dr\. /, ''))}@${slug(name)}.${demoDomain}`;
}

/** The business whose owner signs in to the demo portal, and its password (printed at the end). */
export const DEMO_CLIENT = { name: 'Harborview Dental Care', password: 'demo portal password 2026' };
