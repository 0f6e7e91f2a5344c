export {
  type FacetOption,
  type FilterFacets,
  FilterPanel,
  filterPanelMessages,
  type FilterPanelMessages,
  type FilterPanelProps,
  filterPanelStyles,
  type FilterValue,
} from './filter-panel.tsx';
