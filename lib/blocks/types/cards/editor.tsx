"use client";

import type { BlockEditorProps } from "../../definition";
import { CardsBlockEditor } from "./cards-editor";
import type { CardsContent, CardsMeta } from "./schema";

export function CardsEditor(props: BlockEditorProps<CardsContent, CardsMeta>) {
  return <CardsBlockEditor {...props} kind="cards" layout="vertical" />;
}
