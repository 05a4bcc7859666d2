// Words of the "admin" screens and API messages (issue 3). Loaded by the web with loadDomain('admin').
export default {
  admin: {
    title: 'Administração',
  },
}
