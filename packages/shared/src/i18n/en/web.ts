// UI words of the web app (header, pages, forms). Owned by apps/web screens.
export default {
  app: { name: 'Galera Eventos' },
}
