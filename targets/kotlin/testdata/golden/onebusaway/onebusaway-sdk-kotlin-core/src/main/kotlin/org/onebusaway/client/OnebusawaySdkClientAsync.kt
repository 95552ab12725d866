// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.client

import org.onebusaway.core.ClientOptions
import org.onebusaway.services.async.AgenciesWithCoverageServiceAsync
import org.onebusaway.services.async.AgencyServiceAsync
import org.onebusaway.services.async.ArrivalAndDepartureServiceAsync
import org.onebusaway.services.async.ArrivalsAndDeparturesForLocationServiceAsync
import org.onebusaway.services.async.BlockServiceAsync
import org.onebusaway.services.async.ConfigServiceAsync
import org.onebusaway.services.async.CurrentTimeServiceAsync
import org.onebusaway.services.async.ReportProblemWithStopServiceAsync
import org.onebusaway.services.async.ReportProblemWithTripServiceAsync
import org.onebusaway.services.async.RouteIdsForAgencyServiceAsync
import org.onebusaway.services.async.RouteServiceAsync
import org.onebusaway.services.async.RoutesForAgencyServiceAsync
import org.onebusaway.services.async.RoutesForLocationServiceAsync
import org.onebusaway.services.async.ScheduleForRouteServiceAsync
import org.onebusaway.services.async.ScheduleForStopServiceAsync
import org.onebusaway.services.async.SearchForRouteServiceAsync
import org.onebusaway.services.async.SearchForStopServiceAsync
import org.onebusaway.services.async.ShapeServiceAsync
import org.onebusaway.services.async.StopIdsForAgencyServiceAsync
import org.onebusaway.services.async.StopServiceAsync
import org.onebusaway.services.async.StopsForAgencyServiceAsync
import org.onebusaway.services.async.StopsForLocationServiceAsync
import org.onebusaway.services.async.StopsForRouteServiceAsync
import org.onebusaway.services.async.TripDetailsServiceAsync
import org.onebusaway.services.async.TripForVehicleServiceAsync
import org.onebusaway.services.async.TripServiceAsync
import org.onebusaway.services.async.TripsForLocationServiceAsync
import org.onebusaway.services.async.TripsForRouteServiceAsync
import org.onebusaway.services.async.VehiclesForAgencyServiceAsync

interface OnebusawaySdkClientAsync {

    /** The blocking client, sharing this one's connection pool. */
    fun sync(): OnebusawaySdkClient

    /** The same methods, returning the raw response. */
    fun withRawResponse(): WithRawResponse

    /** A copy whose options [modifier] changes; it shares the connection pool. */
    fun withOptions(modifier: (ClientOptions.Builder) -> Unit): OnebusawaySdkClientAsync

    fun agenciesWithCoverage(): AgenciesWithCoverageServiceAsync

    fun agency(): AgencyServiceAsync

    fun vehiclesForAgency(): VehiclesForAgencyServiceAsync

    fun config(): ConfigServiceAsync

    fun currentTime(): CurrentTimeServiceAsync

    fun stopsForLocation(): StopsForLocationServiceAsync

    fun stopsForRoute(): StopsForRouteServiceAsync

    fun stopsForAgency(): StopsForAgencyServiceAsync

    fun stop(): StopServiceAsync

    fun stopIdsForAgency(): StopIdsForAgencyServiceAsync

    fun scheduleForStop(): ScheduleForStopServiceAsync

    fun route(): RouteServiceAsync

    fun routeIdsForAgency(): RouteIdsForAgencyServiceAsync

    fun routesForLocation(): RoutesForLocationServiceAsync

    fun routesForAgency(): RoutesForAgencyServiceAsync

    fun scheduleForRoute(): ScheduleForRouteServiceAsync

    fun arrivalsAndDeparturesForLocation(): ArrivalsAndDeparturesForLocationServiceAsync

    fun arrivalAndDeparture(): ArrivalAndDepartureServiceAsync

    fun trip(): TripServiceAsync

    fun tripsForLocation(): TripsForLocationServiceAsync

    fun tripDetails(): TripDetailsServiceAsync

    fun tripForVehicle(): TripForVehicleServiceAsync

    fun tripsForRoute(): TripsForRouteServiceAsync

    fun reportProblemWithStop(): ReportProblemWithStopServiceAsync

    fun reportProblemWithTrip(): ReportProblemWithTripServiceAsync

    fun searchForStop(): SearchForStopServiceAsync

    fun searchForRoute(): SearchForRouteServiceAsync

    fun block(): BlockServiceAsync

    fun shape(): ShapeServiceAsync

    /** Closes the connection pool; calls after this fail. */
    fun close()

    interface WithRawResponse {

        fun agenciesWithCoverage(): AgenciesWithCoverageServiceAsync.WithRawResponse

        fun agency(): AgencyServiceAsync.WithRawResponse

        fun vehiclesForAgency(): VehiclesForAgencyServiceAsync.WithRawResponse

        fun config(): ConfigServiceAsync.WithRawResponse

        fun currentTime(): CurrentTimeServiceAsync.WithRawResponse

        fun stopsForLocation(): StopsForLocationServiceAsync.WithRawResponse

        fun stopsForRoute(): StopsForRouteServiceAsync.WithRawResponse

        fun stopsForAgency(): StopsForAgencyServiceAsync.WithRawResponse

        fun stop(): StopServiceAsync.WithRawResponse

        fun stopIdsForAgency(): StopIdsForAgencyServiceAsync.WithRawResponse

        fun scheduleForStop(): ScheduleForStopServiceAsync.WithRawResponse

        fun route(): RouteServiceAsync.WithRawResponse

        fun routeIdsForAgency(): RouteIdsForAgencyServiceAsync.WithRawResponse

        fun routesForLocation(): RoutesForLocationServiceAsync.WithRawResponse

        fun routesForAgency(): RoutesForAgencyServiceAsync.WithRawResponse

        fun scheduleForRoute(): ScheduleForRouteServiceAsync.WithRawResponse

        fun arrivalsAndDeparturesForLocation():
            ArrivalsAndDeparturesForLocationServiceAsync.WithRawResponse

        fun arrivalAndDeparture(): ArrivalAndDepartureServiceAsync.WithRawResponse

        fun trip(): TripServiceAsync.WithRawResponse

        fun tripsForLocation(): TripsForLocationServiceAsync.WithRawResponse

        fun tripDetails(): TripDetailsServiceAsync.WithRawResponse

        fun tripForVehicle(): TripForVehicleServiceAsync.WithRawResponse

        fun tripsForRoute(): TripsForRouteServiceAsync.WithRawResponse

        fun reportProblemWithStop(): ReportProblemWithStopServiceAsync.WithRawResponse

        fun reportProblemWithTrip(): ReportProblemWithTripServiceAsync.WithRawResponse

        fun searchForStop(): SearchForStopServiceAsync.WithRawResponse

        fun searchForRoute(): SearchForRouteServiceAsync.WithRawResponse

        fun block(): BlockServiceAsync.WithRawResponse

        fun shape(): ShapeServiceAsync.WithRawResponse
    }
}
