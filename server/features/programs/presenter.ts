import type { Program } from '../../../common/schemas/programs';
import type { ProgramRow } from './queries';

export const presentProgram = (p: ProgramRow): Program => ({
  _id: p.id,
  title: p.title,
  description: p.description,
  image: p.image,
  registrationUrl: p.registrationUrl,
  programType: p.programType,
  paymentInstructions: p.paymentInstructions,
  isFeatured: p.isFeatured,
  isArchived: p.isArchived,
  createdAt: p.createdAt.toISOString(),
  updatedAt: p.updatedAt.toISOString(),
});
