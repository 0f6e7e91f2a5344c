/** The shop's addresses: built in one place, shared with the API's e-mailed links (see the module). */
export * from '@juicyin/contract/paths';
