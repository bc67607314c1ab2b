import { cakeOrderEn, cakeOrderTr } from "./cake-order";
import { cateringOfferEn, cateringOfferTr } from "./catering-offer";
import { dmcProgrammeEn, dmcProgrammeTr } from "./dmc-programme";
import { floralProposalEn, floralProposalTr } from "./floral-proposal";
import type { TemplateDefinition } from "./kit";
import { photographyPackagesEn, photographyPackagesTr } from "./photography-packages";
import { runOfShowEn, runOfShowTr } from "./run-of-show";
import { venueShowcaseEn, venueShowcaseTr } from "./venue-showcase";
import { weddingInvitationEn, weddingInvitationTr } from "./wedding-invitation";
import { weddingProposalEn, weddingProposalTr } from "./wedding-proposal";

// The starter set: nine designs, each written natively in English and in Turkish. The gallery
// orders them by sortOrder (and by sector score on the welcome page).
export const TEMPLATES: TemplateDefinition[] = [
  weddingProposalEn,
  weddingProposalTr,
  venueShowcaseEn,
  venueShowcaseTr,
  dmcProgrammeEn,
  dmcProgrammeTr,
  photographyPackagesEn,
  photographyPackagesTr,
  cateringOfferEn,
  cateringOfferTr,
  floralProposalEn,
  floralProposalTr,
  cakeOrderEn,
  cakeOrderTr,
  weddingInvitationEn,
  weddingInvitationTr,
  runOfShowEn,
  runOfShowTr,
];
