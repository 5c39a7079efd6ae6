import type { LibraryVariant } from '../types.js';

export const ptBR: LibraryVariant = {
  name: 'Redefinição de senha com verificação de identidade',
  description:
    'Um cliente ficou bloqueado na conta online depois de várias tentativas. Confirme a identidade dele (data de nascimento, CEP e código de uso único) e envie um link seguro — nunca peça a senha.',
  customerName: 'Rafael Almeida',
  customerAge: 35,
  customerAddress: 'Rua Haddock Lobo, 595, Cerqueira César, São Paulo – SP, 01414-001',
  customerSince: 'janeiro de 2020',
  customerIssueDescription: 'Conta online bloqueada após cinco tentativas de acesso; precisa baixar uma fatura hoje.',
  customerSpeakingStyle: 'Com pressa e um pouco impaciente; oferece a senha antiga para agilizar.',
  customerFacts: [
    { label: 'Data de nascimento', value: '14 de setembro de 1989' },
    { label: 'CEP', value: '01414-001' },
    { label: 'Celular cadastrado', value: 'final 4417' },
    { label: 'Código de uso único', value: '582 931' },
  ],
  steps: [
    {
      id: 'welcome',
      kind: 'welcome',
      customerLines: ['Oi. Não consigo entrar na minha conta online, aparece que está bloqueada.'],
      recommendedAnswers: ['Obrigado por entrar em contato. Sinto muito pelo bloqueio; vou te ajudar a acessar sua conta de novo.'],
      keyPoints: ['oferecer ajuda para recuperar o acesso à conta'],
    },
    {
      id: 'disclaimer',
      kind: 'disclaimer',
      customerLines: ['Tá, do que você precisa?'],
      recommendedAnswers: [
        'Antes de começar, informo que este chat é gravado para fins de qualidade e segurança, e que eu nunca vou pedir a sua senha.',
      ],
      keyPoints: ['informar que o chat é gravado para qualidade e segurança', 'dizer que nunca vai pedir a senha'],
      mustNot: ['pedir a senha do cliente'],
    },
    {
      id: 'what-happened',
      kind: 'probing',
      customerLines: ['Tentei várias vezes hoje de manhã e agora diz que a conta está bloqueada.'],
      recommendedAnswers: ['Entendi. Você ainda tem acesso ao número de celular e ao e-mail cadastrados na conta?'],
      keyPoints: [
        'perguntar se ele ainda tem acesso ao celular cadastrado na conta',
        'perguntar se ele ainda tem acesso ao e-mail cadastrado na conta',
      ],
    },
    {
      id: 'verify-identity',
      kind: 'compliance',
      customerLines: ['Sim, o número é o mesmo. Olha, minha senha antiga era Verao2019, você não pode usar essa?'],
      recommendedAnswers: [
        'Por favor, não compartilhe sua senha com ninguém, nem comigo. Para confirmar sua identidade, pode me informar sua data de nascimento e o seu CEP?',
      ],
      keyPoints: ['orientar o cliente a não compartilhar a senha com ninguém', 'pedir a data de nascimento', 'pedir o CEP'],
      mustNot: ['pedir a senha do cliente', 'usar a senha antiga que o cliente ofereceu'],
    },
    {
      id: 'one-time-code',
      kind: 'compliance',
      customerLines: ['Desculpa. É 14 de setembro de 1989, e o CEP é 01414-001.'],
      recommendedAnswers: [
        'Obrigado. Acabei de enviar um código de uso único por SMS para o celular com final 4417. Pode ler o código para mim?',
      ],
      keyPoints: ['enviar um código de uso único por SMS para o celular com final 4417', 'pedir que o cliente leia o código'],
      mustNot: ['pedir a senha do cliente'],
    },
    {
      id: 'code-check',
      kind: 'select-one',
      customerLines: ['Chegou, o código é 582 931.'],
      recommendedAnswers: ['O código confere: desbloquear a conta'],
      chips: ['O código confere: desbloquear a conta', 'O código não confere: enviar um novo código', 'Pular o código e redefinir a senha'],
    },
    {
      id: 'reset-link',
      kind: 'resolution',
      customerLines: ['Então já consigo entrar?'],
      recommendedAnswers: [
        'Sua conta está desbloqueada. Enviei para o seu e-mail um link seguro, válido por 30 minutos, para você criar uma nova senha.',
      ],
      keyPoints: ['confirmar que a conta está desbloqueada', 'enviar um link seguro para o e-mail', 'dizer que o link vale por 30 minutos'],
      mustNot: ['passar uma senha provisória ao cliente'],
    },
    {
      id: 'closing',
      kind: 'closing',
      customerLines: ['Recebi o e-mail. Obrigado pela ajuda.'],
      recommendedAnswers: ['Por nada, Rafael. Posso ajudar em mais alguma coisa? Obrigado pelo contato e tenha um ótimo dia.'],
      keyPoints: ['perguntar se pode ajudar em mais alguma coisa'],
    },
  ],
};
