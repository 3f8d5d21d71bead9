import type { EndpointInput } from '@biz/contracts';
import { Endpoint, Input, RateLimitGuard } from '@biz/server-kit';
import { Controller, Headers, Inject, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { sendFile } from '../../shared/files/file-answer';
import { Caller } from '../../shared/identity/caller';
import { ProposalsService } from './proposals.service';

/** Proposals: the desk drafts, edits, sends and withdraws them; the client reads, accepts or declines one by its link. */
@Controller()
export class ProposalsController {
  constructor(@Inject(ProposalsService) private readonly proposals: ProposalsService) {}

  @Endpoint('businessProposals')
  list(@Input() { params }: EndpointInput<'businessProposals'>, @Caller() caller: Caller) {
    return this.proposals.ofBusiness(params.id, caller);
  }

  @Endpoint('draftProposal')
  draft(@Input() { params }: EndpointInput<'draftProposal'>, @Caller() caller: Caller) {
    return this.proposals.draft(params.id, caller);
  }

  @Endpoint('updateProposal')
  update(@Input() { params, body }: EndpointInput<'updateProposal'>, @Caller() caller: Caller) {
    return this.proposals.update(params.id, body, caller);
  }

  @Endpoint('sendProposal')
  send(@Input() { params }: EndpointInput<'sendProposal'>, @Caller() caller: Caller) {
    return this.proposals.send(params.id, caller);
  }

  @Endpoint('withdrawProposal')
  withdraw(@Input() { params }: EndpointInput<'withdrawProposal'>, @Caller() caller: Caller) {
    return this.proposals.withdraw(params.id, caller);
  }

  /** Takes the reply to name the file it answers. */
  @Endpoint('signedProposalPdf')
  async signedPdf(@Input() { params }: EndpointInput<'signedProposalPdf'>, @Caller() caller: Caller, @Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    return sendFile(reply, await this.proposals.signedPdf(params.id, caller));
  }

  @Endpoint('proposalByLink')
  @UseGuards(RateLimitGuard)
  byLink(@Input() { body }: EndpointInput<'proposalByLink'>) {
    return this.proposals.byLink(body.token);
  }

  @Endpoint('acceptProposal')
  @UseGuards(RateLimitGuard)
  accept(@Input() { body }: EndpointInput<'acceptProposal'>, @Caller() caller: Caller, @Headers('user-agent') userAgent: string | undefined) {
    return this.proposals.accept(body, caller, userAgent ?? null);
  }

  @Endpoint('declineProposal')
  @UseGuards(RateLimitGuard)
  decline(@Input() { body }: EndpointInput<'declineProposal'>, @Caller() caller: Caller) {
    return this.proposals.decline(body, caller);
  }
}
