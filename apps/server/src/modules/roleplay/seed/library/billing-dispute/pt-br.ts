import type { LibraryVariant } from '../types.js';

export const ptBR: LibraryVariant = {
  name: 'Contestação de fatura: cobrança de roaming inesperada',
  description:
    'Uma cliente antiga encontra uma cobrança de roaming de R$ 249,90 na fatura, apesar de ter contratado um pacote de viagem. Confirme a identidade dela, entenda o que aconteceu e resolva a cobrança de forma justa.',
  customerName: 'Fernanda Ribeiro',
  customerAge: 42,
  customerAddress: 'Rua dos Andradas, 1234, Centro Histórico, Porto Alegre – RS, 90020-008',
  customerSince: 'junho de 2017',
  customerIssueDescription: 'Cobrada em R$ 249,90 de roaming no Canadá (3 a 9 de março) mesmo tendo contratado um pacote de viagem.',
  customerSpeakingStyle: 'Educada, mas firme; conferiu a fatura linha por linha e espera uma explicação clara.',
  customerFacts: [
    { label: 'Número da conta', value: '5521 0043 87' },
    { label: 'Pacote de viagem', value: 'Passe Diário EUA e Canadá, ativado em 4 de março às 08h12' },
    { label: 'Cobrança contestada', value: 'R$ 249,90 de roaming padrão, 3 de março' },
  ],
  steps: [
    {
      id: 'welcome',
      kind: 'welcome',
      customerLines: ['Oi, estou olhando minha última fatura e tem uma cobrança de roaming que eu acho que não devia pagar.'],
      recommendedAnswers: ['Obrigado por entrar em contato. Sinto muito por essa cobrança inesperada; vou verificar isso para você.'],
      keyPoints: ['pedir desculpas pela cobrança inesperada', 'se oferecer para verificar a cobrança'],
    },
    {
      id: 'disclaimer',
      kind: 'disclaimer',
      customerLines: ['Tá. Antes de continuar, essa conversa fica registrada em algum lugar?'],
      recommendedAnswers: ['Sim, esta conversa é gravada para fins de qualidade e treinamento.'],
      keyPoints: ['confirmar que a conversa é gravada', 'dizer que é para fins de qualidade e treinamento'],
    },
    {
      id: 'verify-identity',
      kind: 'compliance',
      customerLines: ['Certo. O número da minha conta é 5521 0043 87.'],
      recommendedAnswers: [
        'Obrigado. Para confirmar sua identidade, pode me informar o nome completo do titular e o endereço de cobrança da conta?',
      ],
      keyPoints: ['pedir o nome completo do titular', 'pedir o endereço de cobrança'],
      mustNot: ['pedir a senha da conta', 'pedir o número completo do cartão'],
    },
    {
      id: 'travel-details',
      kind: 'probing',
      customerLines: ['Fernanda Ribeiro, Rua dos Andradas, 1234, Porto Alegre. A cobrança é de R$ 249,90 de roaming.'],
      recommendedAnswers: ['Obrigado, Fernanda. Pode me dizer as datas da viagem e se você contratou um pacote de viagem antes de sair?'],
      keyPoints: ['perguntar as datas da viagem', 'perguntar se ela contratou um pacote de viagem antes de sair'],
    },
    {
      id: 'which-pass',
      kind: 'select-one',
      customerLines: ['Eu estive em Toronto de 3 a 9 de março e contratei um pacote, sim. Qual aparece na minha conta?'],
      recommendedAnswers: ['Passe Diário EUA e Canadá'],
      chips: ['Passe Diário EUA e Canadá', 'Passe Viagem Europa', 'Nenhum pacote de viagem na conta'],
    },
    {
      id: 'explain-and-credit',
      kind: 'resolution',
      customerLines: ['Então por que fui cobrada pela tarifa cheia de roaming?'],
      recommendedAnswers: [
        'O pacote foi ativado em 4 de março, um dia depois da sua chegada, então o dia 3 de março foi cobrado na tarifa padrão de roaming. Como cortesia, excepcionalmente, vou estornar os R$ 249,90 na sua conta.',
      ],
      keyPoints: [
        'explicar que o pacote foi ativado em 4 de março',
        'explicar que o dia 3 de março foi cobrado na tarifa padrão de roaming',
        'estornar os R$ 249,90 na conta',
      ],
      mustNot: ['prometer estornar todas as cobranças de roaming futuras', 'culpar a cliente por não ter lido as condições'],
      chips: ['Explicar a data de ativação e estornar a cobrança', 'Explicar só a data de ativação'],
    },
    {
      id: 'credit-timing',
      kind: 'regular',
      customerLines: ['Justo, obrigada. Quando vou ver o estorno?'],
      recommendedAnswers: ['O estorno vai aparecer na sua próxima fatura, e você recebe um e-mail de confirmação em até 24 horas.'],
      keyPoints: ['dizer que o estorno aparece na próxima fatura', 'dizer que um e-mail de confirmação chega em até 24 horas'],
      mustNot: ['prometer o dinheiro de volta no cartão hoje'],
    },
    {
      id: 'closing',
      kind: 'closing',
      customerLines: ['Ótimo, obrigada por resolver tão rápido.'],
      recommendedAnswers: ['Por nada, Fernanda. Posso ajudar em mais alguma coisa hoje? Obrigado pelo contato e tenha um ótimo dia.'],
      keyPoints: ['perguntar se pode ajudar em mais alguma coisa'],
    },
  ],
};
