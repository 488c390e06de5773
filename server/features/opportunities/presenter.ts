import type { Application, Opportunity } from '../../../common/schemas/opportunities';
import type { ApplicationRow, OpportunityRow } from './queries';

export const presentOpportunity = (o: OpportunityRow): Opportunity => ({
  _id: o.id,
  title: o.title,
  description: o.description,
  type: o.type,
  jobType: o.jobType,
  salaryMin: o.salaryMin,
  salaryMax: o.salaryMax,
  currency: o.currency,
  location: o.location,
  experienceLevel: o.experienceLevel,
  applicationDeadline: o.applicationDeadline?.toISOString() ?? null,
  contactEmail: o.contactEmail,
  requirements: o.requirements,
  skills: o.skills,
  lookingFor: o.lookingFor,
  offering: o.offering,
  startup: { _id: o.startup.id, name: o.startup.name, logo: o.startup.logo, industry: o.startup.industry },
  status: o.status,
  viewsCount: o.viewsCount,
  applicationsCount: o.applicationsCount,
  createdAt: o.createdAt.toISOString(),
  updatedAt: o.updatedAt.toISOString(),
});

export const presentApplication = (r: ApplicationRow): Application => ({
  _id: r.a.id,
  opportunity: {
    _id: r.o.id,
    title: r.o.title,
    type: r.o.type,
    status: r.o.status,
    startup: { _id: r.s.id, name: r.s.name, logo: r.s.logo },
  },
  applicant: {
    _id: r.u.id,
    first_name: r.u.firstName,
    last_name: r.u.lastName,
    email: r.u.email,
    profileImage: r.u.profileImage,
  },
  message: r.a.message,
  link: r.a.link,
  status: r.a.status,
  createdAt: r.a.createdAt.toISOString(),
  updatedAt: r.a.updatedAt.toISOString(),
});
