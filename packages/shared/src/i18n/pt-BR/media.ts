// Words of the "media" screens and API messages (issue 3). Loaded by the web with loadDomain('media').
export default {
  media: {
    title: 'Imagens e notificações',
  },
}
