// Words of the "profile" screens and API messages (issue 3). Loaded by the web with loadDomain('profile').
export default {
  profile: {
    title: 'Meu perfil',
  },
}
