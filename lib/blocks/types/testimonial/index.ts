import type { BlockModule } from "../../definition";
import { testimonialDefinition, type TestimonialContent, type TestimonialMeta } from "./definition";
import { TestimonialView } from "./view";

export const testimonialBlock: BlockModule<TestimonialContent, TestimonialMeta> = { definition: testimonialDefinition, View: TestimonialView };
