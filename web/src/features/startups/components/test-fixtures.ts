// Answers of the startup and opportunity calls for the component tests of the public pages, the owner's
// dashboard and the admin pages.
import type { Application, Opportunity } from '../../../../../common/schemas/opportunities';
import type { Startup } from '../../../../../common/schemas/startups';

/** A UUID from a short number (the schemas take UUIDs). */
export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const startup = (n: number, name: string, over: Partial<Startup> = {}): Startup => ({
  _id: uuid(n),
  name,
  description: `${name} builds things for African founders.`,
  industry: 'Technology',
  logo: null,
  location: 'Lagos, Nigeria',
  foundedYear: '2021',
  fundingStage: 'seed',
  founders: ['Amina Bello'],
  website: 'https://example.com',
  contactEmail: 'hello@example.com',
  status: 'verified',
  rejectionReason: null,
  isAdminCreated: false,
  claimStatus: 'claimed',
  claimDate: null,
  owner: uuid(900),
  followersCount: 0,
  viewsCount: 0,
  createdAt: '2026-01-02T10:00:00.000Z',
  updatedAt: '2026-01-02T10:00:00.000Z',
  ...over,
});

export const opportunity = (n: number, title: string, s: Startup, over: Partial<Opportunity> = {}): Opportunity => ({
  _id: uuid(n),
  title,
  description: `${title} description`,
  type: 'job',
  jobType: 'full-time',
  salaryMin: null,
  salaryMax: null,
  currency: 'USD',
  location: 'Remote',
  experienceLevel: null,
  applicationDeadline: null,
  contactEmail: null,
  requirements: [],
  skills: [],
  lookingFor: [],
  offering: [],
  startup: { _id: s._id, name: s.name, logo: s.logo, industry: s.industry },
  status: 'active',
  viewsCount: 3,
  applicationsCount: 1,
  createdAt: '2026-01-03T10:00:00.000Z',
  updatedAt: '2026-01-03T10:00:00.000Z',
  ...over,
});

export const application = (n: number, o: Opportunity, over: Partial<Application> = {}): Application => ({
  _id: uuid(n),
  opportunity: {
    _id: o._id,
    title: o.title,
    type: o.type,
    status: o.status,
    startup: { _id: o.startup._id, name: o.startup.name, logo: o.startup.logo },
  },
  applicant: { _id: uuid(800), first_name: 'Kofi', last_name: 'Mensah', email: 'kofi@example.com', profileImage: null },
  message: 'I would love to join the team.',
  link: 'https://kofi.dev',
  status: 'submitted',
  createdAt: '2026-01-04T10:00:00.000Z',
  updatedAt: '2026-01-04T10:00:00.000Z',
  ...over,
});
