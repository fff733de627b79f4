// Seeds the dataset library (docs/decisions/030): the facts of datasets.seed-data.ts with the project's
// descriptions, tw converted from zh with opencc-js.
import { Converter } from 'opencc-js/cn2t';
import type { Db } from '../client';
import { datasets } from '../schema';
import { licenceKind } from '~/features/datasets/datasets.licence';
import { DATASET_FACTS_AS_OF, DATASETS_SEED } from './datasets.seed-data';

export async function runDatasetsSeed(tx: Db): Promise<void> {
  const toTw = Converter({ from: 'cn', to: 'twp' });
  await tx.insert(datasets).values(
    DATASETS_SEED.map((d) => ({
      slug: d.slug,
      name: d.name,
      publisher: d.publisher,
      task: d.task,
      modality: d.modality,
      size: d.size,
      unit: d.unit,
      licence: d.licence,
      licenceKind: licenceKind(d.licence),
      languages: d.languages,
      year: d.year,
      url: d.url,
      source: d.source,
      sourceDate: DATASET_FACTS_AS_OF,
      descriptions: { zh: d.description.zh, en: d.description.en, tw: toTw(d.description.zh) },
    })),
  );
}
