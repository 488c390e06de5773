import type { CreateOpportunityBody } from '../../common/schemas/opportunities';
import type { OpportunityStatus } from '../../common/opportunities';
import type { AppContext } from '../context';
import { insertApplication, insertOpportunity, setApplicationStatus } from '../features/opportunities/queries';
import type { SeededStartup } from './seed-startups';

const DAY = 86_400_000;

type DemoOpportunity = Pick<CreateOpportunityBody, 'title' | 'description' | 'type'> &
  Partial<Omit<CreateOpportunityBody, 'startup' | 'applicationDeadline' | 'title' | 'description' | 'type'>> & {
    /** Days from the seed to the deadline (job and internship). */
    deadlineDays?: number;
    status?: OpportunityStatus;
    /** Applications by the demo members who do not own the startup, with the owner's review states. */
    applications?: { message: string; link?: string; status?: 'reviewed' | 'shortlisted' | 'declined' }[];
  };

/**
 * Opportunities of every type (job, internship, partnership) and every status for the demo startups, in the order
 * of the verified owned startups the startups seed answers: several per startup for the first ones.
 */
const DEMO_OPPORTUNITIES: DemoOpportunity[][] = [
  [
    {
      title: 'Senior Backend Engineer (Payments)',
      description:
        'Own the ledger and settlement services that move money for 40,000 merchants. You will design idempotent payment flows, reconcile with banks and mobile money operators, and mentor two engineers.',
      type: 'job',
      jobType: 'full-time',
      salaryMin: 4_500_000,
      salaryMax: 7_000_000,
      currency: 'NGN',
      location: 'Lagos, Nigeria',
      experienceLevel: 'senior',
      deadlineDays: 30,
      contactEmail: 'careers@paystacklite.africa',
      requirements: ['5+ years building backend services', 'Experience with payments or banking systems', 'PostgreSQL'],
      skills: ['TypeScript', 'Node.js', 'PostgreSQL', 'Distributed systems'],
      applications: [
        {
          message: 'I built the reconciliation engine at a Lagos lender. Happy to walk you through it.',
          link: 'https://github.com',
          status: 'shortlisted',
        },
        { message: 'Six years of Go and Node on card processing. Interested in the ledger work.' },
      ],
    },
    {
      title: 'Product Design Intern',
      description:
        'A six-month internship with our design team: research with market traders, prototype the merchant app and ship your work to production.',
      type: 'internship',
      jobType: 'hybrid',
      salaryMin: 250_000,
      salaryMax: 350_000,
      currency: 'NGN',
      location: 'Lagos, Nigeria',
      experienceLevel: 'entry',
      deadlineDays: 21,
      requirements: ['A portfolio of two projects', 'Available for six months'],
      skills: ['Figma', 'User research'],
      applications: [{ message: 'Final-year design student; portfolio attached.', link: 'https://dribbble.com' }],
    },
    {
      title: 'Bank and mobile money partners',
      description:
        'We are expanding settlement to Ghana and Côte d’Ivoire and want licensed partners for payouts and collections.',
      type: 'partnership',
      currency: 'USD',
      lookingFor: ['Licensed banks in Ghana', 'Mobile money operators in Côte d’Ivoire'],
      offering: ['Merchant volume from day one', 'Shared revenue on transaction fees', 'Open API integration'],
    },
    {
      title: 'Customer Success Lead',
      description: 'Filled: thank you to everyone who applied.',
      type: 'job',
      jobType: 'full-time',
      currency: 'NGN',
      location: 'Abuja, Nigeria',
      experienceLevel: 'lead',
      status: 'closed',
    },
  ],
  [
    {
      title: 'Field Operations Associate',
      description:
        'Work with farmer cooperatives in the Rift Valley: onboard farmers, record harvests and train agents on the app.',
      type: 'job',
      jobType: 'full-time',
      salaryMin: 600,
      salaryMax: 900,
      currency: 'USD',
      location: 'Nakuru, Kenya',
      experienceLevel: 'entry',
      deadlineDays: 14,
      requirements: ['Fluent in Swahili and English', 'Motorbike licence'],
      skills: ['Training', 'Android'],
      applications: [
        { message: 'I grew up on a tea farm and have trained 200 agents for a SACCO.', status: 'reviewed' },
      ],
    },
    {
      title: 'Agro-dealer distribution partners',
      description: 'Input suppliers who want to sell seed and fertiliser on credit to farmers we score.',
      type: 'partnership',
      currency: 'USD',
      lookingFor: ['Agro-dealers in Kenya and Tanzania', 'Seed companies'],
      offering: ['Scored buyers', 'Repayment collection at harvest'],
    },
  ],
  [
    {
      title: 'Data Science Intern',
      description: 'Help us predict clinic stock-outs from dispensing records. Three months, remote-friendly.',
      type: 'internship',
      jobType: 'remote',
      salaryMin: 300,
      salaryMax: 500,
      currency: 'USD',
      location: 'Kampala, Uganda',
      experienceLevel: 'entry',
      deadlineDays: 45,
      requirements: ['Python', 'Statistics coursework'],
      skills: ['pandas', 'scikit-learn', 'SQL'],
    },
    {
      title: 'Mobile Engineer (React Native)',
      description: 'Draft: the role description is under review.',
      type: 'job',
      jobType: 'contract',
      currency: 'USD',
      location: 'Remote',
      experienceLevel: 'mid',
      status: 'draft',
      skills: ['React Native'],
    },
  ],
  [
    {
      title: 'Solar Installation Technician',
      description: 'Install and maintain home solar kits across Gauteng; company vehicle and tools provided.',
      type: 'job',
      jobType: 'full-time',
      salaryMin: 12_000,
      salaryMax: 18_000,
      currency: 'USD',
      location: 'Johannesburg, South Africa',
      experienceLevel: 'mid',
      deadlineDays: 20,
      requirements: ['Electrical certification', 'Driver’s licence'],
      skills: ['Solar PV', 'Customer service'],
    },
    {
      title: 'Pay-as-you-go financing partners',
      description: 'Lenders and impact funds to finance solar kits paid back in small daily amounts.',
      type: 'partnership',
      currency: 'EUR',
      lookingFor: ['Impact investors', 'Microfinance institutions'],
      offering: ['Repayment data for 10,000 households', 'Co-branded products'],
    },
  ],
  [
    {
      title: 'Growth Marketing Manager',
      description:
        'Lead acquisition for our learning app across Ghana and Nigeria: campaigns, partnerships and analytics.',
      type: 'job',
      jobType: 'hybrid',
      salaryMin: 1500,
      salaryMax: 2500,
      currency: 'GBP',
      location: 'Accra, Ghana',
      experienceLevel: 'mid',
      deadlineDays: 28,
      requirements: ['3+ years in growth or performance marketing'],
      skills: ['Paid social', 'SEO', 'Analytics'],
    },
  ],
  [
    {
      title: 'Logistics Operations Intern',
      description: 'Plan delivery routes and work with our riders on same-day delivery across the city.',
      type: 'internship',
      jobType: 'part-time',
      currency: 'USD',
      location: 'Kigali, Rwanda',
      experienceLevel: 'entry',
      deadlineDays: 10,
      requirements: ['Studying engineering, business or logistics'],
      skills: ['Excel', 'Google Maps'],
    },
  ],
];

/**
 * Adds the demo opportunities to the verified startups that have an owner (as the startups seed answers them),
 * with applications from the other demo members; applicationsCount follows the applications.
 */
export async function seedOpportunities(ctx: AppContext, startups: readonly SeededStartup[], users: string[]) {
  const owned = startups.filter((s) => s.status === 'verified' && s.ownerId);
  const now = Date.now();
  let k = 0;
  for (const [i, list] of DEMO_OPPORTUNITIES.entries()) {
    const startup = owned[i];
    if (!startup) break;
    const applicants = users.filter((u) => u !== startup.ownerId);
    for (const o of list) {
      const { applications, deadlineDays, status, ...fields } = o;
      const created = new Date(now - (++k * 17 + 5) * 3_600_000);
      const id = await insertOpportunity(ctx.db, {
        ...fields,
        currency: fields.currency ?? 'USD',
        requirements: fields.requirements ?? [],
        skills: fields.skills ?? [],
        lookingFor: fields.lookingFor ?? [],
        offering: fields.offering ?? [],
        jobType: fields.jobType ?? null,
        salaryMin: fields.salaryMin ?? null,
        salaryMax: fields.salaryMax ?? null,
        location: fields.location ?? null,
        experienceLevel: fields.experienceLevel ?? null,
        contactEmail: fields.contactEmail ?? null,
        applicationDeadline: deadlineDays ? new Date(now + deadlineDays * DAY) : null,
        startupId: startup.id,
        createdBy: startup.ownerId,
        status: status ?? 'active',
        createdAt: created,
        updatedAt: created,
      });
      for (const [j, a] of (applications ?? []).entries()) {
        const applicant = applicants[j % Math.max(applicants.length, 1)];
        if (!applicant) break;
        const applicationId = await insertApplication(ctx.db, {
          opportunityId: id,
          applicantId: applicant,
          message: a.message,
          link: a.link ?? null,
        });
        if (applicationId && a.status) await setApplicationStatus(ctx.db, applicationId, a.status);
      }
    }
  }
}
