export default {
  mail: {
    greeting: 'Olá, {name}!',
    signature: 'Equipe Galera Eventos',
    resetCode: {
      subject: 'Seu código para redefinir a senha',
      intro: 'Recebemos um pedido para redefinir a senha da sua conta na Galera Eventos.',
      code: 'Seu código é: {code}',
      expiry: 'Ele vale por {minutes} minutos e só pode ser usado uma vez.',
      ignore: 'Se não foi você, ignore este e-mail: sua senha continua a mesma.',
    },
    passwordChanged: {
      subject: 'Sua senha foi alterada',
      body: 'A senha da sua conta foi alterada agora. As outras sessões abertas da conta foram encerradas. Se não foi você, fale com a gente em dpo@galera.dev.',
    },
  },
}
