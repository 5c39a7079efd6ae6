import type { LibraryVariant } from '../types.js';

export const ptBR: LibraryVariant = {
  name: 'Cancelamento e retenção: internet fibra',
  description:
    'Uma cliente liga para cancelar a internet de casa porque um concorrente oferece um preço menor. Descubra o motivo real, apresente uma oferta de fidelidade justa e confirme as novas condições com clareza.',
  customerName: 'Patrícia Gomes',
  customerAge: 51,
  customerAddress: 'Rua da Bahia, 1148, Centro, Belo Horizonte – MG, 30160-011',
  customerSince: 'março de 2015',
  customerIssueDescription: 'Quer cancelar o Fibra 500 (R$ 149,90 por mês); um concorrente oferece 500 Mega por R$ 99,90 durante 12 meses.',
  customerSpeakingStyle: 'Calma e decidida; pesquisou bastante e não gosta de pressão, mas está aberta a uma boa oferta.',
  customerFacts: [
    { label: 'Plano atual', value: 'Fibra 500, R$ 149,90 por mês, sem fidelidade' },
    { label: 'Oferta do concorrente', value: '500 Mega por R$ 99,90 por mês durante 12 meses' },
    { label: 'Oferta de retenção disponível', value: 'Fibra 500 por R$ 109,90 por mês durante 12 meses, com troca grátis do roteador' },
  ],
  steps: [
    {
      id: 'welcome',
      kind: 'welcome',
      customerLines: ['Olá, estou ligando porque quero cancelar a minha internet.'],
      recommendedAnswers: ['Obrigado pela ligação. Que pena que você está pensando em sair; vou cuidar da sua solicitação.'],
      keyPoints: ['reconhecer o pedido de cancelamento e se oferecer para cuidar dele'],
    },
    {
      id: 'disclaimer',
      kind: 'disclaimer',
      customerLines: ['Tá bom.'],
      recommendedAnswers: ['Antes de continuar, informo que esta ligação é gravada para fins de qualidade e treinamento.'],
      keyPoints: ['informar que a ligação é gravada para fins de qualidade e treinamento'],
    },
    {
      id: 'verify-identity',
      kind: 'compliance',
      customerLines: ['Tudo bem. A conta está no nome de Patrícia Gomes.'],
      recommendedAnswers: [
        'Obrigado, Patrícia. Para confirmar a conta, pode me informar o endereço de instalação e a sua data de nascimento?',
      ],
      keyPoints: ['pedir o endereço de instalação', 'pedir a data de nascimento'],
      mustNot: ['pedir a senha da conta'],
    },
    {
      id: 'reason',
      kind: 'probing',
      customerLines: ['Rua da Bahia, 1148, em Belo Horizonte, e 2 de março de 1974.'],
      recommendedAnswers: [
        'Obrigado, sua conta está confirmada. Posso perguntar o que está levando você a pensar em cancelar? É o preço, a velocidade ou o atendimento?',
      ],
      keyPoints: ['confirmar que a conta foi verificada', 'perguntar por que ela quer cancelar'],
    },
    {
      id: 'offer',
      kind: 'resolution',
      customerLines: [
        'É o preço. Sou cliente de vocês há mais de dez anos e outra operadora está oferecendo a mesma velocidade por R$ 99,90. Eu pago R$ 149,90.',
      ],
      recommendedAnswers: [
        'Entendo, e obrigado pela sua fidelidade. Posso oferecer o Fibra 500 por R$ 109,90 por mês durante 12 meses, com troca grátis do roteador, e você mantém o mesmo serviço sem nenhuma instalação nova.',
      ],
      keyPoints: [
        'agradecer a cliente pela fidelidade',
        'oferecer o Fibra 500 por R$ 109,90 por mês durante 12 meses',
        'incluir a troca grátis do roteador',
      ],
      mustNot: ['dizer à cliente que ela não pode cancelar', 'oferecer o desconto para sempre', 'exigir um novo período de fidelidade'],
    },
    {
      id: 'decision',
      kind: 'select-one',
      customerLines: ['Já ficou mais perto. E depois dos 12 meses? Tenho que assinar fidelidade?'],
      recommendedAnswers: ['Sem fidelidade; depois de 12 meses o preço volta ao valor normal'],
      chips: [
        'Sem fidelidade; depois de 12 meses o preço volta ao valor normal',
        'Fidelidade de 24 meses com multa rescisória',
        'O desconto vale para sempre',
      ],
    },
    {
      id: 'confirm-terms',
      kind: 'compliance',
      customerLines: ['Tá, então eu fico por R$ 109,90.'],
      recommendedAnswers: [
        'Ótimo. Confirmando: Fibra 500 por R$ 109,90 por mês durante 12 meses a partir da próxima fatura, depois o valor normal, sem fidelidade, e o roteador novo é enviado em até 3 dias úteis. Você concorda com essas condições?',
      ],
      keyPoints: [
        'confirmar o Fibra 500 por R$ 109,90 por mês durante 12 meses a partir da próxima fatura',
        'dizer que depois de 12 meses volta o valor normal',
        'dizer que não há fidelidade',
        'dizer que o roteador novo é enviado em até 3 dias úteis',
        'perguntar se ela concorda com as condições',
      ],
      mustNot: ['mencionar multa por cancelamento antecipado', 'dizer que o desconto vale para sempre'],
    },
    {
      id: 'closing',
      kind: 'closing',
      customerLines: ['Sim, concordo. Obrigada.'],
      recommendedAnswers: [
        'Obrigado, Patrícia. Você vai receber um e-mail confirmando o novo valor. Posso ajudar em mais alguma coisa? Obrigado por continuar com a gente e tenha um ótimo dia.',
      ],
      keyPoints: ['dizer que um e-mail vai confirmar o novo valor', 'perguntar se pode ajudar em mais alguma coisa'],
    },
  ],
};
