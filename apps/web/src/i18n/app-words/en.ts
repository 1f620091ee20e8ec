import fieldNames from '@waliyy/contract/field-names/en.json';
import type { Catalog } from '../i18n';

// The signed-in pages' words in this language in one module, so one file to download (see
// app-catalogs.ts): each feature's part, then the free-text fields' labels.
const parts = import.meta.glob<Catalog>('../catalogs/en/app/*.json', {
  eager: true,
  import: 'default',
});

export default Object.assign({}, ...Object.values(parts), fieldNames) as Catalog;
