import type { AppContext } from '../context';
import { searchTextOf } from '../features/startups/presenter';
import { insertStartups, type NewStartup } from '../features/startups/queries';

/**
 * Demo startups (decision 22, issue 11): verified startups across industries and African countries, some owned by
 * demo members, some admin-created and unclaimed (claimable at their contactEmail: the code lands in the outbox),
 * and one pending and one rejected startup for the owner dashboard. `owner` is an index into the demo users.
 */
interface DemoStartup {
  name: string;
  industry: string;
  location: string;
  foundedYear: string;
  fundingStage: string;
  founders: string[];
  description: string;
  /** The part before .africa / .com of the website and contact address. */
  domain: string;
  colors: [string, string];
  owner?: number;
  /** Admin-created and unclaimed (no owner). The others belong to a demo member (`owner`, or in turn). */
  unclaimed?: boolean;
  status?: 'pending' | 'rejected';
  rejectionReason?: string;
  noLogo?: boolean;
}

export const DEMO_STARTUPS: readonly DemoStartup[] = [
  {
    name: 'Paystack Lite',
    industry: 'Finance',
    location: 'Lagos, Nigeria',
    foundedYear: '2019',
    fundingStage: 'Series A',
    founders: ['Amina Okafor', 'Tunde Bakare'],
    description:
      'Online and in-person payments for small merchants across West Africa, with instant settlement to bank accounts and mobile money wallets.',
    domain: 'paystacklite',
    colors: ['#047857', '#0f766e'],
    owner: 0,
  },
  {
    name: 'Kilimo Link',
    industry: 'Agriculture',
    location: 'Nairobi, Kenya',
    foundedYear: '2020',
    fundingStage: 'seed',
    founders: ['Wanjiru Kamau', 'Otieno Ouma'],
    description:
      'Connects smallholder farmers to buyers and input suppliers, with fair credit scored on harvest records and weather data.',
    domain: 'kilimolink',
    colors: ['#65a30d', '#15803d'],
    owner: 2,
  },
  {
    name: 'AfyaCare Connect',
    industry: 'Healthcare',
    location: 'Kampala, Uganda',
    foundedYear: '2021',
    fundingStage: 'Seed',
    founders: ['Grace Namutebi'],
    description:
      'Telemedicine and pharmacy delivery for rural clinics: nurses consult doctors by video and medicines arrive within a day.',
    domain: 'afyacare',
    colors: ['#0e7490', '#1d4ed8'],
  },
  {
    name: 'SomaTech Academy',
    industry: 'Education',
    location: 'Kigali, Rwanda',
    foundedYear: '2018',
    fundingStage: 'Series B',
    founders: ['Jean-Paul Habimana', 'Aline Uwase'],
    description:
      'Coding bootcamps and remote apprenticeships that place graduates with software teams across Africa and Europe.',
    domain: 'somatech',
    colors: ['#7c3aed', '#4338ca'],
  },
  {
    name: 'Soko Basket',
    industry: 'E-commerce',
    location: 'Dar es Salaam, Tanzania',
    foundedYear: '2022',
    fundingStage: 'pre-seed',
    founders: ['Neema Mushi'],
    description:
      'Groceries ordered by WhatsApp from neighbourhood markets and delivered by motorbike riders within two hours.',
    domain: 'sokobasket',
    colors: ['#ea580c', '#b91c1c'],
  },
  {
    name: 'Sahel Solar',
    industry: 'Energy',
    location: 'Dakar, Senegal',
    foundedYear: '2017',
    fundingStage: 'Series C',
    founders: ['Awa Diop', 'Moussa Ndiaye'],
    description:
      'Pay-as-you-go solar kits and mini-grids for homes and shops, paid in small instalments by mobile money.',
    domain: 'sahelsolar',
    colors: ['#ca8a04', '#ea580c'],
  },
  {
    name: 'Nile Logistics',
    industry: 'Transportation',
    location: 'Cairo, Egypt',
    foundedYear: '2016',
    fundingStage: 'Series B',
    founders: ['Omar Farouk', 'Layla Hassan'],
    description:
      'Freight marketplace matching shippers with verified trucking companies, with live tracking and digital proof of delivery.',
    domain: 'nilelogistics',
    colors: ['#1e40af', '#0369a1'],
  },
  {
    name: 'Jollof Kitchens',
    industry: 'Food & Beverage',
    location: 'Accra, Ghana',
    foundedYear: '2021',
    fundingStage: 'seed',
    founders: ['Kwame Mensah', 'Efua Asante'],
    description: 'Cloud kitchens cooking West African favourites for delivery apps, with a shared cold chain.',
    domain: 'jollofkitchens',
    colors: ['#b91c1c', '#9a3412'],
    owner: 1,
  },
  {
    name: 'Ubuntu Homes',
    industry: 'Real Estate',
    location: 'Johannesburg, South Africa',
    foundedYear: '2019',
    fundingStage: 'Series A',
    founders: ['Thabo Nkosi'],
    description:
      'Rent-to-own housing for young professionals, with credit built from rent payments and transparent pricing.',
    domain: 'ubuntuhomes',
    colors: ['#0f766e', '#047857'],
    owner: 3,
  },
  {
    name: 'Atlas Textiles',
    industry: 'Manufacturing',
    location: 'Casablanca, Morocco',
    foundedYear: '2015',
    fundingStage: 'Bootstrap',
    founders: ['Yasmine El Amrani'],
    description: 'Made-to-order garment production with recycled cotton for African and European fashion brands.',
    domain: 'atlastextiles',
    colors: ['#be185d', '#7c3aed'],
  },
  {
    name: 'Afrobeat Studios',
    industry: 'Entertainment',
    location: 'Lagos, Nigeria',
    foundedYear: '2020',
    fundingStage: 'Seed',
    founders: ['Chidi Eze', 'Bisi Adeyemi'],
    description: 'Music distribution and royalty collection for independent African artists, paid monthly.',
    domain: 'afrobeatstudios',
    colors: ['#9333ea', '#db2777'],
  },
  {
    name: 'GenoLab Africa',
    industry: 'Biotechnology',
    location: 'Cape Town, South Africa',
    foundedYear: '2018',
    fundingStage: 'Series A',
    founders: ['Naledi Mokoena', 'Pieter van Wyk'],
    description:
      'Genomic sequencing services for African research institutes and hospitals, at a fraction of the cost.',
    domain: 'genolab',
    colors: ['#0891b2', '#4f46e5'],
  },
  {
    name: 'CodeBridge',
    industry: 'Technology',
    location: 'Nairobi, Kenya',
    foundedYear: '2017',
    fundingStage: 'Series B',
    founders: ['Brian Mwangi'],
    description:
      'Cloud infrastructure and developer tools priced in local currency, with data centres on the continent.',
    domain: 'codebridge',
    colors: ['#334155', '#0f172a'],
  },
  {
    name: 'Mkopo Smart',
    industry: 'Finance',
    location: 'Nairobi, Kenya',
    foundedYear: '2022',
    fundingStage: 'pre-seed',
    founders: ['Faith Achieng'],
    description: 'Micro-loans for market traders, scored on mobile money history and repaid daily in small amounts.',
    domain: 'mkoposmart',
    colors: ['#15803d', '#0f766e'],
  },
  {
    name: 'Café Touba Digital',
    industry: 'Food & Beverage',
    location: 'Abidjan, Côte d’Ivoire',
    foundedYear: '2023',
    fundingStage: 'Pre-Seed',
    founders: ['Aïcha Koné'],
    description: 'Ordering and loyalty app for the coffee kiosks of Abidjan, with cashless payment at the counter.',
    domain: 'cafetouba',
    colors: ['#78350f', '#b45309'],
  },
  {
    name: 'Amani Health',
    industry: 'Healthcare',
    location: 'Addis Ababa, Ethiopia',
    foundedYear: '2020',
    fundingStage: 'seed',
    founders: ['Selam Tesfaye', 'Dawit Bekele'],
    description: 'Maternal health records and SMS reminders for community health workers and their patients.',
    domain: 'amanihealth',
    colors: ['#db2777', '#be123c'],
  },
  {
    name: 'EduKit Zambia',
    industry: 'Education',
    location: 'Lusaka, Zambia',
    foundedYear: '2021',
    fundingStage: 'Seed',
    founders: ['Mutale Banda'],
    description: 'Offline tablets loaded with the national curriculum for schools without internet access.',
    domain: 'edukit',
    colors: ['#2563eb', '#7c3aed'],
  },
  {
    name: 'Green Volt',
    industry: 'Energy',
    location: 'Abuja, Nigeria',
    foundedYear: '2022',
    fundingStage: 'seed',
    founders: ['Ifeoma Nwosu', 'Yusuf Bello'],
    description: 'Battery swapping stations for electric motorbikes used by delivery riders and taxi drivers.',
    domain: 'greenvolt',
    colors: ['#16a34a', '#ca8a04'],
  },
  {
    name: 'Cargo Cam',
    industry: 'Transportation',
    location: 'Douala, Cameroon',
    foundedYear: '2019',
    fundingStage: 'Series A',
    founders: ['Serge Mbarga'],
    description: 'Port clearance and inland haulage booked online, with customs documents prepared automatically.',
    domain: 'cargocam',
    colors: ['#0369a1', '#334155'],
  },
  {
    name: 'Carthage AI',
    industry: 'Technology',
    location: 'Tunis, Tunisia',
    foundedYear: '2023',
    fundingStage: 'Pre-Seed',
    founders: ['Sami Ben Ali', 'Ines Trabelsi'],
    description: 'Speech recognition and translation for Arabic dialects, Amazigh and French, for call centres.',
    domain: 'carthageai',
    colors: ['#4338ca', '#0e7490'],
    noLogo: true,
  },
  {
    name: 'Shamba Data',
    industry: 'Agriculture',
    location: 'Kisumu, Kenya',
    foundedYear: '2024',
    fundingStage: 'pre-seed',
    founders: ['Achieng Odhiambo'],
    description: 'Soil sensors and satellite imagery that tell farmers when to plant, water and harvest.',
    domain: 'shambadata',
    colors: ['#4d7c0f', '#a16207'],
  },
  {
    name: 'Kente Market',
    industry: 'E-commerce',
    location: 'Kumasi, Ghana',
    foundedYear: '2020',
    fundingStage: 'Seed',
    founders: ['Akosua Boateng'],
    description: 'Online marketplace for Ghanaian artisans selling kente, beads and carvings to buyers worldwide.',
    domain: 'kentemarket',
    colors: ['#ca8a04', '#15803d'],
  },
  {
    name: 'Lulu Insure',
    industry: 'Finance',
    location: 'Mombasa, Kenya',
    foundedYear: '2021',
    fundingStage: 'Series A',
    founders: ['Hassan Omar'],
    description: 'Micro-insurance for boda-boda riders and fishermen, bought and claimed from a phone.',
    domain: 'luluinsure',
    colors: ['#0f766e', '#1e40af'],
  },
  {
    name: 'Streamline Cinemas',
    industry: 'Entertainment',
    location: 'Nairobi, Kenya',
    foundedYear: '2022',
    fundingStage: 'seed',
    founders: ['Njeri Wambui'],
    description: 'Streaming service for African films and series, with plans billed to mobile airtime.',
    domain: 'streamlinecinemas',
    colors: ['#7f1d1d', '#581c87'],
    noLogo: true,
  },
  {
    name: 'BioHarvest Ghana',
    industry: 'Biotechnology',
    location: 'Accra, Ghana',
    foundedYear: '2019',
    fundingStage: 'Seed',
    founders: ['Kofi Owusu'],
    description: 'Biofertilisers made from cassava waste, sold to cocoa and maize farmers.',
    domain: 'bioharvest',
    colors: ['#166534', '#854d0e'],
  },
  {
    name: 'BuildRight Africa',
    industry: 'Real Estate',
    location: 'Kigali, Rwanda',
    foundedYear: '2018',
    fundingStage: 'Series A',
    founders: ['Eric Nshuti'],
    description: 'Affordable housing built with compressed earth blocks and financed with mortgage partners.',
    domain: 'buildright',
    colors: ['#a16207', '#57534e'],
  },
  // Admin-created and unclaimed: each can be claimed with an address at its domain.
  {
    name: 'Savanna Robotics',
    industry: 'Manufacturing',
    location: 'Pretoria, South Africa',
    foundedYear: '2020',
    fundingStage: 'Series A',
    founders: ['Lerato Dlamini'],
    description: 'Low-cost robotic arms for small factories that package food and cosmetics.',
    domain: 'savannarobotics',
    colors: ['#475569', '#0f766e'],
    unclaimed: true,
  },
  {
    name: 'Twiga Water',
    industry: 'Other',
    location: 'Arusha, Tanzania',
    foundedYear: '2019',
    fundingStage: 'Growth',
    founders: ['Baraka Mollel', 'Rehema Juma'],
    description: 'Water ATMs that sell clean drinking water by the litre, paid by card or mobile money.',
    domain: 'twigawater',
    colors: ['#0284c7', '#0e7490'],
    unclaimed: true,
  },
  {
    name: 'Marrakech Pay',
    industry: 'Finance',
    location: 'Marrakech, Morocco',
    foundedYear: '2021',
    fundingStage: 'Pre-seed',
    founders: ['Karim Alaoui'],
    description: 'Payment links and invoices for freelancers and tourism businesses, settled in dirham.',
    domain: 'marrakechpay',
    colors: ['#b91c1c', '#047857'],
    unclaimed: true,
    noLogo: true,
  },
  {
    name: 'Lagos Learn',
    industry: 'Education',
    location: 'Lagos, Nigeria',
    foundedYear: '2023',
    fundingStage: 'Seed',
    founders: ['Funmi Adebayo'],
    description: 'After-school maths and science tutoring by video, matched to the West African exam syllabus.',
    domain: 'lagoslearn',
    colors: ['#1d4ed8', '#059669'],
    unclaimed: true,
  },
  // The owner dashboard's other states.
  {
    name: 'Harambee Health',
    industry: 'Healthcare',
    location: 'Nairobi, Kenya',
    foundedYear: '2025',
    fundingStage: 'pre-seed',
    founders: ['Wanjiru Kamau'],
    description: 'Health savings wallets for informal workers, topped up with small daily amounts.',
    domain: 'harambeehealth',
    colors: ['#be123c', '#0f766e'],
    owner: 2,
    status: 'pending',
  },
  {
    name: 'Quick Cash Now',
    industry: 'Finance',
    location: 'Accra, Ghana',
    foundedYear: '2025',
    fundingStage: 'pre-seed',
    founders: ['Kwame Mensah'],
    description: 'Instant loans.',
    domain: 'quickcashnow',
    colors: ['#57534e', '#78716c'],
    owner: 1,
    status: 'rejected',
    rejectionReason: 'Please describe the product, the team and the licence you operate under.',
  },
];

/** A plain geometric logo from two colours (no text, no network), stored through the SVG upload path. */
async function logo(ctx: AppContext, [a, b]: [string, string], i: number) {
  const shapes = [
    `<circle cx="128" cy="128" r="64" fill="#fff" fill-opacity="0.9"/>`,
    `<rect x="72" y="72" width="112" height="112" rx="20" fill="#fff" fill-opacity="0.9"/>`,
    `<path d="M128 56 L200 188 L56 188 Z" fill="#fff" fill-opacity="0.9"/>`,
    `<circle cx="100" cy="128" r="44" fill="#fff" fill-opacity="0.9"/><circle cx="156" cy="128" r="44" fill="#fff" fill-opacity="0.6"/>`,
  ];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="256" height="256" rx="48" fill="url(#g)"/>${shapes[i % shapes.length]}</svg>`;
  return ctx.images.storeImage(Buffer.from(svg), { width: 256, accept: ['png', 'jpeg'], allowSvg: true });
}

export interface SeededStartup {
  id: string;
  name: string;
  status: 'pending' | 'verified' | 'rejected';
  ownerId: string | null;
  industry: string;
}

/**
 * Adds the demo startups; `users` are the demo members' ids (DEMO_USERS order). Answers every seeded startup
 * (the opportunities seed picks verified ones from it). Newest first in the directory is the list order.
 */
export async function seedStartups(ctx: AppContext, users: string[]): Promise<SeededStartup[]> {
  const now = Date.now();
  const rows: NewStartup[] = [];
  for (const [i, s] of DEMO_STARTUPS.entries()) {
    const tld = s.location.includes('Kenya') ? 'co.ke' : s.location.includes('South Africa') ? 'co.za' : 'africa';
    // Every startup but the unclaimed ones has an owner among the demo members (who created it).
    const ownerId = s.unclaimed ? null : (users[s.owner ?? i % Math.max(users.length, 1)] ?? null);
    const fields = {
      name: s.name,
      description: s.description,
      industry: s.industry,
      location: s.location,
      foundedYear: s.foundedYear,
      fundingStage: s.fundingStage,
      founders: s.founders,
    };
    const created = new Date(now - (i + 1) * 3 * 86_400_000);
    rows.push({
      ...fields,
      searchText: searchTextOf(fields),
      website: `https://www.${s.domain}.${tld}`,
      contactEmail: `hello@${s.domain}.${tld}`,
      logo: s.noLogo ? null : await logo(ctx, s.colors, i),
      status: s.status ?? 'verified',
      rejectionReason: s.rejectionReason ?? null,
      isAdminCreated: !ownerId,
      // Admin-created startups stay open to claims; an owner's startup is theirs from the start.
      claimStatus: ownerId ? 'claimed' : 'unclaimed',
      claimDate: null,
      ownerId,
      followersCount: 0,
      viewsCount: (i * 37) % 400,
      createdAt: created,
      updatedAt: created,
    });
  }
  const inserted = await insertStartups(ctx.db, rows);
  return inserted.map((r, i) => ({
    id: r.id,
    name: r.name,
    status: rows[i]!.status ?? 'verified',
    ownerId: rows[i]!.ownerId ?? null,
    industry: rows[i]!.industry,
  }));
}
