// The dataset library's vocabularies and limits (docs/decisions/030), without zod so that pages can import them.

export const DATASETS_TOPIC = 'datasets';

export const DATASET_TASKS = [
  'pretraining',
  'instruction-tuning',
  'preference',
  'dialogue',
  'question-answering',
  'reasoning-math',
  'code',
  'evaluation',
  'text-classification',
  'summarization',
  'translation',
  'retrieval',
  'image-classification',
  'object-detection',
  'segmentation',
  'image-text',
  'visual-qa',
  'ocr-documents',
  'speech-recognition',
  'speech-synthesis',
  'audio-classification',
  'video',
  'autonomous-driving',
  '3d',
  'medical',
  'agents',
  'safety',
] as const;
export type TDatasetTask = (typeof DATASET_TASKS)[number];

export const DATASET_MODALITIES = ['text', 'code', 'image', 'audio', 'video', 'multimodal', '3d', 'tabular'] as const;
export type TDatasetModality = (typeof DATASET_MODALITIES)[number];

/** What a dataset's size counts. */
export const DATASET_UNITS = [
  'tokens',
  'bytes',
  'documents',
  'pages',
  'examples',
  'messages',
  'conversations',
  'dialogues',
  'pairs',
  'prompts',
  'questions',
  'problems',
  'tasks',
  'sentences',
  'images',
  'clips',
  'tracks',
  'hours',
  'scenes',
  'objects',
  'patients',
  'apis',
  'environments',
  'datasets',
] as const;
export type TDatasetUnit = (typeof DATASET_UNITS)[number];

export const LICENCE_KINDS = ['open', 'noncommercial', 'custom', 'unknown'] as const;
export type TLicenceKind = (typeof LICENCE_KINDS)[number];

export const DATASET_SORTS = ['newest', 'oldest', 'name', 'size'] as const;
export type TDatasetSort = (typeof DATASET_SORTS)[number];

export const DATASET_PAGE_SIZE = 30;

/** Languages offered in the filter (others still show on the cards). */
export const DATASET_FILTER_LANGUAGES = ['zh', 'en', 'ja', 'multi', 'code'] as const;

export interface TDataset {
  slug: string;
  name: string;
  publisher: string;
  task: TDatasetTask;
  modality: TDatasetModality;
  size: number | null;
  unit: TDatasetUnit;
  licence: string | null;
  licenceKind: TLicenceKind;
  languages: string[];
  year: number;
  url: string;
  source: string;
  sourceDate: string;
  description: string;
  updatedAt: string;
}

export interface TDatasetList {
  items: TDataset[];
  total: number;
  page: number;
  pageSize: number;
  /** Every task with how many datasets it has, in the vocabulary's order. */
  tasks: { task: TDatasetTask; count: number }[];
}

/** A row of server/db/seed/datasets.seed-data.ts: the facts, and the descriptions the project wrote. */
export type TDatasetSeed = Omit<TDataset, 'licenceKind' | 'sourceDate' | 'description' | 'updatedAt'> & {
  description: { zh: string; en: string };
};

/** What a dataset card shows (lists travel with only these). */
export const DATASET_CARD_FIELDS = ['slug', 'name', 'publisher', 'task', 'modality', 'size', 'unit', 'licenceKind', 'year', 'description'] as const;
export type TDatasetCard = Pick<TDataset, (typeof DATASET_CARD_FIELDS)[number]>;
