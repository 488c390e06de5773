/** The five sample articles of the blog (part 2 §3, decision 13), shipped as real demo articles. */
export const SAMPLE_ARTICLES = [
  {
    title: 'How African Startups Are Using Mobile Money to Reach the Unbanked',
    summary:
      'Mobile money turned phones into bank accounts. Here is how founders build on it to serve people traditional banks never reached.',
    category: 'news',
    tags: ['fintech', 'mobile money', 'inclusion'],
    views: 1240,
    likes: 87,
    daysAgo: 3,
    body: `<h2>From airtime to accounts</h2><p>More than half of adults in several East and West African markets hold a mobile money account. For a founder, that means a payment rail already sits in the customer's pocket.</p><p>The startups that win treat mobile money as infrastructure, not a feature: they reconcile in real time, price in small units and design for feature phones first.</p><h2>What to build on</h2><ul><li>Savings products that round up every payment.</li><li>Pay-as-you-go pricing for solar, water and education.</li><li>Merchant tools for the informal retailers who already accept transfers.</li></ul><blockquote>Design for the customer with one bar of signal and a balance of two dollars.</blockquote><p>Regulation varies by country, so start with a licensed partner and keep your ledger clean from day one.</p>`,
  },
  {
    title: 'Clean Water Startups: Lessons from Five Years in the Field',
    summary:
      'Water, sanitation and hygiene businesses face hard unit economics. Five founders share what kept them going.',
    category: 'wash',
    tags: ['water', 'sanitation', 'impact'],
    views: 860,
    likes: 64,
    daysAgo: 8,
    body: `<h2>The problem is maintenance</h2><p>Boreholes get drilled; pumps break; nobody pays for the repair. The founders we spoke to all moved from selling hardware to selling a service: water by the litre, sanitation by the month.</p><p>Prepaid meters and mobile payments made that possible. Community ownership made it last.</p><h2>Five lessons</h2><ol><li>Price per litre, not per pump.</li><li>Train local technicians and pay them well.</li><li>Measure uptime, not installations.</li><li>Partner with health clinics for demand.</li><li>Report impact with the same rigour as revenue.</li></ol>`,
  },
  {
    title: 'Building for the Sustainable Development Goals Without Losing Your Business Model',
    summary:
      'Impact and profit are not opposites. A practical guide to aligning your startup with the SDGs while growing revenue.',
    category: 'sdg',
    tags: ['impact', 'sdg', 'strategy'],
    views: 2105,
    likes: 143,
    daysAgo: 14,
    body: `<p>Investors increasingly ask which Sustainable Development Goals a startup serves. The best answer is one that follows from your business model rather than a slide added for the pitch.</p><h2>Pick one or two goals</h2><p>A farm-logistics company serves zero hunger and decent work. A solar company serves affordable clean energy. Claiming all seventeen convinces nobody.</p><h2>Measure what you already count</h2><p>Customers served, litres delivered, kilowatt-hours sold: your operating metrics are your impact metrics when the model is right.</p><p>Publish them yearly, and let customers tell the story in their own words.</p>`,
  },
  {
    title: 'Raising Your First Round: What African Investors Look For in 2026',
    summary: 'Angels and early-stage funds across Lagos, Nairobi, Cairo and Cape Town told us what makes them say yes.',
    category: 'news',
    tags: ['funding', 'investors', 'fundraising'],
    views: 3320,
    likes: 211,
    daysAgo: 21,
    body: `<h2>Traction beats projections</h2><p>Every investor we interviewed said the same thing: show us customers who pay and come back. A small cohort with strong retention beats a large one that churns.</p><h2>Know your numbers</h2><p>Customer acquisition cost, gross margin and payback period should roll off your tongue. If you sell in several currencies, show how exchange-rate moves hit your margins.</p><h2>Local first, then regional</h2><p>Win one city properly before opening five. Investors fund founders who understand their home market deeply.</p><p>Finally, build relationships before you need money: send a short update every month to the investors you would like to have.</p>`,
  },
  {
    title: 'Hiring Your First Ten Engineers in a Competitive Market',
    summary:
      'Remote work made African engineers globally competitive. How early-stage startups can still hire and keep great people.',
    category: 'news',
    tags: ['hiring', 'engineering', 'culture'],
    views: 640,
    likes: 45,
    daysAgo: 30,
    body: `<p>Senior engineers in Lagos, Nairobi and Accra now receive offers from companies on four continents. An early-stage startup cannot win on salary alone.</p><h2>What works</h2><ul><li>Meaningful equity, explained clearly.</li><li>Ownership of real problems from the first week.</li><li>Learning budgets and conference travel.</li><li>Reliable power and internet at home, paid for by the company.</li></ul><h2>Hire juniors and grow them</h2><p>Several founders built their team around two seniors and a group of talented graduates. It takes patience, but the loyalty lasts.</p>`,
  },
] as const;
